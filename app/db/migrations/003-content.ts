import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { belongsTo, notNull, primaryKey } from "#app/db/ddl.ts";
import type { DatabaseKind } from "#app/db/schema.ts";

/**
 * The content staff edit (docs/api.md#the-content). Every save of a section is a new row: the
 * newest version is what the site shows, the older ones are its history (restore saves an old value
 * as a new version). Uploaded images live in the database too, so every instance serves them: one
 * row per image, one per encoded file of it.
 */
export function content(kind: DatabaseKind): Migration {
  return { up: (db) => up(db, kind) };
}

async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("section", "text", notNull)
    .addColumn("version", "integer", notNull)
    // The section's value as JSON text, validated by its schema (app/content/sections.ts).
    .addColumn("value", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    // The admin's e-mail; null for the version seeded from the shipped content.
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("content_versions_pk", ["section", "version"])
    .execute();

  await db.schema
    .createTable("content_images")
    .addColumn("id", "text", primaryKey)
    .addColumn("width", "integer", notNull)
    .addColumn("height", "integer", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createTable("content_image_files")
    .addColumn("image_id", "text", belongsTo("content_images.id"))
    // `640.avif`, `640.webp`, `1280.webp`…: the width and the format.
    .addColumn("name", "text", notNull)
    .addColumn("content_type", "text", notNull)
    .addColumn("body", kind === "postgres" ? "bytea" : "blob", notNull)
    .addPrimaryKeyConstraint("content_image_files_pk", ["image_id", "name"])
    .execute();
}
