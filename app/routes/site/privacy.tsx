import { LegalArticle } from "#app/components/site/legal-article.tsx";
import { langOf } from "#app/content/language.ts";
import { privacyPage } from "#app/content/legal.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useLang } from "#app/lib/site.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(privacyPage[langOf(location.pathname)], siteFrom(matches));

export default function Privacy() {
  const page = privacyPage[useLang()];
  return <LegalArticle heading={page.heading} sections={page.sections} />;
}
