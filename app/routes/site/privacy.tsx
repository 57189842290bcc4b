import { LegalArticle } from "~/components/ui/legal-article";
import { privacyPage } from "~/content/legal";
import { pageMeta, siteFrom } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(privacyPage, siteFrom(matches));

export default function Privacy() {
  return <LegalArticle heading={privacyPage.heading} sections={privacyPage.sections} />;
}
