import { eventPath, PUBLIC_PATHS } from "#app/content/public-paths.ts";
import { sitemapEvents } from "#app/features/events/public-pages.server.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { settings } from "#app/platform/env.server.ts";

/**
 * The site's pages, then every public event's page (docs/pages.md#what-every-public-page-carries)
 * with its last change.
 */
export async function loader() {
  const origin = settings().SITE_URL;
  const pages = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
  const events = (await sitemapEvents()).map(
    (event) =>
      `  <url><loc>${origin}${eventPath(event.slug)}</loc><lastmod>${event.updated_at}</lastmod></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
