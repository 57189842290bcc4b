import { LegalArticle } from "#app/components/site/legal-article.tsx";
import { langOf } from "#app/content/language.ts";
import { termsPage, termsSections } from "#app/content/legal.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent, useLang } from "#app/lib/site.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(termsPage[langOf(location.pathname)], siteFrom(matches));

export default function Terms() {
  const { contact } = useContent();
  const lang = useLang();
  return <LegalArticle heading={termsPage[lang].heading} sections={termsSections(contact, lang)} />;
}
