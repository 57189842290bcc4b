import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "#app/content/public-paths.ts";
import { parseSettings } from "#app/platform/env.server.ts";
import { useServer } from "#tests/support/server.ts";

/**
 * The two languages' pages point at each other (docs/pages.md#english): each page and its twin
 * carry `hreflang` alternates both ways and `x-default` with absolute URLs, each is its own
 * canonical, `lang` and `og:locale` follow the address, and the sitemap lists both.
 */

const origin = parseSettings(process.env).SITE_URL;

/** The `<link>` and `<meta>` tags a search engine reads for languages. */
function languageTags(html: string) {
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(
      (match) => [match[1], match[2]],
    ),
  );
  return {
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]+)"\/>/)?.[1],
    locale: html.match(/<meta property="og:locale" content="([^"]+)"\/>/)?.[1],
    alternates,
  };
}

describe("pages in Danish and English", () => {
  const server = useServer({ SITE_URL: origin });

  for (const page of PUBLIC_PAGES) {
    it(`${page.da} and ${page.en} point at each other`, async () => {
      const expected = {
        da: `${origin}${page.da}`,
        en: `${origin}${page.en}`,
        "x-default": `${origin}${page.da}`,
      };
      for (const [lang, locale] of [
        ["da", "da_DK"],
        ["en", "en_GB"],
      ] as const) {
        const response = await fetch(`${server().url}${page[lang]}`);
        expect(response.status).toBe(200);
        const tags = languageTags(await response.text());
        expect(tags).toEqual({ lang, canonical: expected[lang], locale, alternates: expected });
      }
    });
  }

  it("lists both languages in the sitemap, each with its alternates", async () => {
    const xml = await (await fetch(`${server().url}/sitemap.xml`)).text();
    for (const page of PUBLIC_PAGES) {
      for (const lang of ["da", "en"] as const) {
        const entry = xml.match(
          new RegExp(`<url><loc>${origin}${page[lang]}</loc>(.*?)</url>`),
        )?.[1];
        expect(entry, page[lang]).toBe(
          `<xhtml:link rel="alternate" hreflang="da" href="${origin}${page.da}"/>` +
            `<xhtml:link rel="alternate" hreflang="en" href="${origin}${page.en}"/>` +
            `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${page.da}"/>`,
        );
      }
    }
  });

  it("answers an unknown English address with an English 404", async () => {
    const response = await fetch(`${server().url}/en/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a href="\/en"[^>]*>Back to the home page<\/a>/);
  });

  it("leads from each language to the same page in the other", async () => {
    const danish = await (await fetch(`${server().url}/services`)).text();
    expect(danish).toMatch(/<a href="\/en\/services" lang="en" hrefLang="en"[^>]*>English<\/a>/);
    const english = await (await fetch(`${server().url}/en/services`)).text();
    expect(english).toMatch(/<a href="\/services" lang="da" hrefLang="da"[^>]*>Dansk<\/a>/);
  });
});
