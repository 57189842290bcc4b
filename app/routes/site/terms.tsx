import { LegalArticle } from "~/components/ui/legal-article";
import { termsPage } from "~/content/legal";
import { pageMeta, siteFrom } from "~/lib/meta";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(termsPage, siteFrom(matches));

export default function Terms() {
  return <LegalArticle heading={termsPage.heading} sections={termsPage.sections} />;
}
