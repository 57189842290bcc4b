import type { MetaDescriptor } from "react-router";
import type { PageCopy } from "#app/content/pages.ts";
import type { SiteContent } from "#app/content/sections.ts";
import type { PublicSettings } from "./site.ts";

/** The 1200×630 share image in `public/`. */
const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's settings as seen from any route's `meta`. */
export function siteFrom(matches: Matches): PublicSettings | undefined {
  return rootFrom(matches)?.site;
}

/** The root loader's content as seen from any route's `meta` (prices, questions). */
export function contentFrom(matches: Matches): SiteContent | undefined {
  return rootFrom(matches)?.content;
}

function rootFrom(matches: Matches) {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return root as { site?: PublicSettings; content?: SiteContent } | undefined;
}

/** Title, description, canonical URL and Open Graph/Twitter tags for one public page. */
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
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "da_DK" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: `${siteName} – Åbent 24/7` },
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
