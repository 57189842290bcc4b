import type { Kysely } from "kysely";
import type { ImageRef } from "#app/content/sections.ts";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { recordAudit } from "./audit.server.ts";

/**
 * Uploaded images in the database, so every instance serves them (docs/api.md#images). An image's
 * id is its content's hash: the same upload twice is one image.
 */

type Db = Kysely<Database>;

export type ImageFile = { name: string; contentType: string; body: Uint8Array };

/**
 * Stores an upload once; each upload by a person leaves its audit entry
 * (docs/api.md#audit-log-and-trash) in the same transaction, also when the same picture was stored
 * before.
 */
export async function saveImage(
  db: Db,
  image: ImageRef & { files: ImageFile[] },
  by: string,
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const exists = await trx
      .selectFrom("content_images")
      .select("id")
      .where("id", "=", image.id)
      .executeTakeFirst();
    await recordAudit(trx, {
      actor: by,
      action: "image.upload",
      target_type: "image",
      target_id: image.id,
      summary: `Uploadede et billede (${image.width} × ${image.height} px)${exists ? ", som allerede var gemt" : ""}`,
    });
    if (exists) return;
    await trx
      .insertInto("content_images")
      .values({
        id: image.id,
        width: image.width,
        height: image.height,
        created_at: new Date().toISOString(),
        created_by: by,
      })
      .execute();
    await trx
      .insertInto("content_image_files")
      .values(
        image.files.map((file) => ({
          image_id: image.id,
          name: file.name,
          content_type: file.contentType,
          body: file.body,
        })),
      )
      .execute();
  });
}

export async function findImageFile(db: Db, id: string, name: string) {
  return db
    .selectFrom("content_image_files")
    .select(["content_type", "body"])
    .where("image_id", "=", id)
    .where("name", "=", name)
    .executeTakeFirst();
}

/** The stored images among `refs`, by id with their sizes: a save may only point at these. */
export async function storedImages(db: Db, ids: string[]): Promise<Map<string, ImageRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("content_images")
    .select(["id", "width", "height"])
    .where("id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { ...row, width: Number(row.width), height: Number(row.height) }]),
  );
}
