import type { MetaDescriptor } from "react-router";
import { LANGUAGES, langOf, OG_LOCALES } from "#app/content/language.ts";
import { localizedContent } from "#app/content/localize.ts";
import type { PageCopy } from "#app/content/pages.ts";
import { twinPath } from "#app/content/public-paths.ts";
import type { SiteContent } from "#app/content/sections.ts";
import type { PublicSettings } from "./site.ts";

/** The share image's alt text after the site's name. */
const OPEN_ALL_HOURS = { da: "Åbent 24/7", en: "Open 24/7" } as const;

/** The 1200×630 share image in `public/`. */
const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

type Matches = ReadonlyArray<{ id: string; pathname?: string; loaderData?: unknown } | undefined>;

/** The root loader's settings as seen from any route's `meta`. */
export function siteFrom(matches: Matches): PublicSettings | undefined {
  return rootFrom(matches)?.site;
}

/**
 * The root loader's content as seen from any route's `meta` (prices, questions), in the page's
 * language (the deepest match's address), as the page's components see it.
 */
export function contentFrom(matches: Matches): SiteContent | undefined {
  const content = rootFrom(matches)?.content;
  const page = matches.at(-1)?.pathname ?? "/";
  return content ? localizedContent(content, langOf(page)) : undefined;
}

function rootFrom(matches: Matches) {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return root as { site?: PublicSettings; content?: SiteContent } | undefined;
}

/**
 * A page's address in both languages, absolute, as `hreflang` alternates both ways: the Danish
 * is also `x-default` (docs/pages.md#english). Each page is its own canonical.
 */
export function alternates(origin: string, path: string) {
  const lang = langOf(path);
  const paths = { [lang]: path, [lang === "da" ? "en" : "da"]: twinPath(path) };
  return LANGUAGES.map((hreflang) => ({ hreflang, href: `${origin}${paths[hreflang]}` }));
}

/**
 * Title, description, canonical URL, `hreflang` alternates and Open Graph/Twitter tags for one
 * public page, in the language of its path.
 */
export function pageMeta(
  page: PageCopy,
  site: PublicSettings | undefined,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const siteName = site?.siteName ?? "";
  const origin = site?.siteUrl ?? "";
  const title = siteName ? `${page.title} | ${siteName}` : page.title;
  const url = `${origin}${page.path}`;
  const image = `${origin}${SHARE_IMAGE.path}`;
  const lang = langOf(page.path);
  const links = alternates(origin, page.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...links.map((link) => ({ tagName: "link", rel: "alternate", ...link })),
    {
      tagName: "link",
      rel: "alternate",
      hreflang: "x-default",
      href: links.find((link) => link.hreflang === "da")?.href,
    },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES[lang] },
    { property: "og:locale:alternate", content: OG_LOCALES[lang === "da" ? "en" : "da"] },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: `${siteName} – ${OPEN_ALL_HOURS[lang]}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...extra,
  ];
}

/** An admin screen's tags: `Admin – Indhold` (its title), and never in a search engine. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `Admin – ${title}` }, { name: "robots", content: "noindex, nofollow" }];
}
