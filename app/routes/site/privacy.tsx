import { LegalArticle } from "#app/components/site/legal-article.tsx";
import { privacyPage } from "#app/content/legal.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(privacyPage, siteFrom(matches));

export default function Privacy() {
  return <LegalArticle heading={privacyPage.heading} sections={privacyPage.sections} />;
}
