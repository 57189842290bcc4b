import { IMMUTABLE } from "#app/lib/cache-control.ts";
import { database } from "#app/platform/database.server.ts";
import { findImageFile } from "#app/platform/image-store.server.ts";
import type { Route } from "./+types/image";

/**
 * GET /images/:id/:file (`640.avif`): an uploaded image from the database. The id is the
 * upload's hash, so the answer never changes: caches keep it for a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const notFound = () => new Response("Billedet findes ikke.", { status: 404 });
  if (!/^[a-f0-9]{32}$/.test(params.id) || !/^\d{2,4}\.(avif|webp)$/.test(params.file)) {
    return notFound();
  }
  const file = await findImageFile(database().db, params.id, params.file);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.content_type,
      "Cache-Control": IMMUTABLE,
      ETag: `"${params.id}-${params.file}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
