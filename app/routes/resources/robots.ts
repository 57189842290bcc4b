import { PUBLIC_FILE } from "#app/lib/cache-control.ts";
import { DISALLOWED_PATHS } from "#app/lib/private-paths.ts";
import { settings } from "#app/platform/env.server.ts";

export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${settings().SITE_URL}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": PUBLIC_FILE,
    },
  });
}
