import { eventPath, PUBLIC_PAGES } from "#app/content/public-paths.ts";
import { sitemapEvents } from "#app/features/events/public-pages.server.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { alternates } from "#app/lib/meta.ts";
import { settings } from "#app/platform/env.server.ts";

/**
 * Each address with its twin in the other language as `xhtml:link` alternates, the Danish also
 * as `x-default` (docs/pages.md#english).
 */
function urls(origin: string, danish: string, lastmod?: string): string[] {
  const links = alternates(origin, danish);
  const alternate = [...links, { hreflang: "x-default", href: `${origin}${danish}` }]
    .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${link.href}"/>`)
    .join("");
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return links.map((link) => `  <url><loc>${link.href}</loc>${modified}${alternate}</url>`);
}

/**
 * The site's pages, then every public event's page (docs/pages.md#what-every-public-page-carries)
 * with its last change, each in both languages.
 */
export async function loader() {
  const origin = settings().SITE_URL;
  const pages = PUBLIC_PAGES.flatMap((page) => urls(origin, page.da));
  const events = (await sitemapEvents()).flatMap((event) =>
    urls(origin, eventPath(event.slug), event.updated_at),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...pages, ...events].join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": PUBLIC_SHARED,
    },
  });
}
