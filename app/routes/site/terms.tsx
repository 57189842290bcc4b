import { LegalArticle } from "#app/components/site/legal-article.tsx";
import { termsPage, termsSections } from "#app/content/legal.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent } from "#app/lib/site.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(termsPage, siteFrom(matches));

export default function Terms() {
  const { contact } = useContent();
  return <LegalArticle heading={termsPage.heading} sections={termsSections(contact)} />;
}
