import { PUBLIC_PATHS } from "#app/content/public-paths.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { settings } from "#app/platform/env.server.ts";

export function loader() {
  const origin = settings().SITE_URL;
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": PUBLIC_SHARED,
    },
  });
}
