import { encodeUpload } from "#app/features/content/images.server.ts";
import { imageUrl, imageWidths, UPLOAD_LIMIT } from "#app/lib/images.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { jsonError, privateJson } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import { saveImage } from "#app/platform/image-store.server.ts";
import type { Route } from "./+types/admin-images";

/** Room for the multipart envelope around a 5 MB file. */
const ENVELOPE = 64 * 1024;
/** A refused upload up to this size is read before the 413 (see below). */
const DRAINED = 4 * UPLOAD_LIMIT;

export const loader = writesOnly("POST");

/**
 * POST /api/admin/images, multipart field `file`: PNG, JPEG or WebP up to 5 MB → 201
 * `{ id, url, width, height }`; another type (SVG too) → 415; bytes that do not decode → 400.
 */
export function action({ request }: Route.ActionArgs) {
  return adminWrite(request, "POST", async (session) => {
    const length = request.headers.get("content-length");
    if (length === null) return jsonError(411, "Send filens længde (Content-Length).");
    if (Number(length) > UPLOAD_LIMIT + ENVELOPE) {
      // Answering while the browser still sends makes the server close the connection, and the
      // admin would see a network error instead of this answer (honojs/node-server#327): a file
      // a little too large is read to its end first; a huge one is cut off.
      if (Number(length) <= DRAINED) await request.body?.pipeTo(new WritableStream());
      return tooLarge();
    }
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      return jsonError(400, "Send billedet som multipart/form-data i feltet file.");
    }
    if (!(file instanceof File)) return jsonError(400, "Vælg et billede.");
    if (file.size > UPLOAD_LIMIT) return tooLarge();
    const image = await encodeUpload(file.type, new Uint8Array(await file.arrayBuffer()));
    await saveImage(database().db, image, session.user.email);
    const { id, width, height } = image;
    const largest = imageWidths(width).at(-1) ?? width;
    return privateJson({ id, url: imageUrl(id, largest, "webp"), width, height }, 201);
  });
}

const tooLarge = () => jsonError(413, "Billedet er for stort (højst 5 MB).");
