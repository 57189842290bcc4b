import type { Lang } from "#app/content/language.ts";
import { legalContact } from "#app/content/legal.ts";
import { mailtoHref, nonBreaking, telHref } from "#app/lib/format.ts";
import { useLang, useSite } from "#app/lib/site.ts";

type Props = {
  heading: string;
  /** A section in the other language than the page's (staff's Danish hours) carries its `lang`. */
  sections: readonly { heading: string; paragraphs: readonly string[]; lang?: Lang }[];
};

/** A short text page (privacy, terms) ending with who to contact. */
export function LegalArticle({ heading, sections }: Props) {
  const site = useSite();
  const contact = legalContact[useLang()];
  return (
    <article className="mx-auto max-w-3xl px-4 pt-36 pb-24 sm:px-6">
      <h1 className="text-h2 font-bold">{heading}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-h3 font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} lang={section.lang} className="mt-3 text-muted">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section className="mt-10 rounded-2xl border border-border bg-surface p-6">
        <h2 className="text-h3 font-bold">{contact.heading}</h2>
        <p className="mt-3 text-muted">
          {site.siteName}, {site.address}, {contact.cvr} {site.cvr}
        </p>
        <p className="mt-2">
          <a href={mailtoHref(site.email)} className="text-primary underline underline-offset-4">
            {site.email}
          </a>
          {" · "}
          <a href={telHref(site.phone)} className="text-primary underline underline-offset-4">
            {nonBreaking(site.phone)}
          </a>
        </p>
      </section>
    </article>
  );
}
