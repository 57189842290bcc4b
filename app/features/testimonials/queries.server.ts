import { randomUUID } from "node:crypto";
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from "kysely";
import { containsText, isSqlite } from "#app/db/database.server.ts";
import { findRow, moveToTrash, takeFromTrash } from "#app/db/rows.server.ts";
import type { Database, TestimonialsTable } from "#app/db/schema.ts";
import { changesLine, describeChanges } from "#app/lib/forms/changes.ts";
import type { AuditAction, AuditRecord } from "#app/platform/audit.server.ts";
import { auditedWrite } from "#app/platform/audited-write.server.ts";
import { storedOf, testimonialForm } from "./admin/testimonial-form-fields.ts";
import type {
  AdminPage,
  AdminQuery,
  PublicTestimonials,
  Testimonial,
  TestimonialInput,
  TestimonialUpdate,
} from "./schema.ts";

/**
 * Data access for testimonials (docs/api.md#testimonials), shared by the API, the admin and the
 * home page. Every query reads the live rows only (`deleted_at is null`): a row in the trash
 * (docs/api.md#audit-log-and-trash) is on no page, in no list and no count. Each change staff make
 * writes its audit entry in the same transaction (`actor` is the signed-in person's e-mail).
 */

const PUBLIC_LIMIT = 6;

type Row = Selectable<TestimonialsTable>;

function toTestimonial({
  comment_hash: _internal,
  deleted_at: _trashed,
  deleted_by: _trashedBy,
  ...row
}: Row): Testimonial {
  return {
    ...row,
    rating: Number(row.rating),
    version: Number(row.version),
    is_featured: Boolean(row.is_featured),
    is_active: Boolean(row.is_active),
    has_link: Boolean(row.has_link),
  };
}

let lastStamp = 0;
/** ISO timestamps that never repeat within a process, so "newest first" has no ties. */
function now(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/**
 * Up to 6 approved, active rows, featured first then newest; average and count over all of them.
 * Pending and rejected testimonials never leave the server. Each row's `lang` is for the pages
 * (a quote in the other language is marked), not for the public API (`publicFields`).
 */
export async function listPublic(db: Kysely<Database>): Promise<PublicTestimonials> {
  const [rows, summary] = await Promise.all([
    db
      .selectFrom("testimonials")
      .select(["id", "rating", "comment", "is_featured", "lang"])
      .where("status", "=", "approved")
      .where("is_active", "=", true)
      .where("deleted_at", "is", null)
      .orderBy("is_featured", "desc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PUBLIC_LIMIT)
      .execute(),
    db
      .selectFrom("testimonials")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.avg("rating").as("average")])
      .where("status", "=", "approved")
      .where("is_active", "=", true)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(summary.count);
  return {
    testimonials: rows.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      comment: row.comment,
      is_featured: Boolean(row.is_featured),
      lang: row.lang,
    })),
    average: count === 0 ? 0 : Math.round(Number(summary.average) * 10) / 10,
    count,
  };
}

/**
 * One page of the admin list (docs/api.md#testimonials): newest first, optionally one status and a
 * search in name and comment, continued from a cursor (the last row's time and id: stable while
 * rows are added). The counts per status are over all rows.
 */
export async function listAdmin(db: Kysely<Database>, query: AdminQuery): Promise<AdminPage> {
  let select = db.selectFrom("testimonials").selectAll().where("deleted_at", "is", null);
  if (query.status) select = select.where("status", "=", query.status);
  if (query.q) select = select.where(matchesSearch(db, query.q));
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb("created_at", "<", after.created_at),
        eb.and([eb("created_at", "=", after.created_at), eb("id", "<", after.id)]),
      ]),
    );
  }
  const [rows, counts] = await Promise.all([
    select
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit + 1)
      .execute(),
    countByStatus(db),
  ]);
  const page = rows.slice(0, query.limit).map(toTestimonial);
  const last = page.at(-1);
  return {
    testimonials: page,
    next: rows.length > query.limit && last ? encodeCursor(last) : null,
    counts,
  };
}

async function countByStatus(db: Kysely<Database>): Promise<AdminPage["counts"]> {
  const rows = await db
    .selectFrom("testimonials")
    .select((eb) => ["status", eb.fn.countAll().as("count")])
    .where("deleted_at", "is", null)
    .groupBy("status")
    .execute();
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** SQLite's FTS5 trigram index finds 3 letters or more; shorter searches scan (they are rare). */
function matchesSearch(db: Kysely<Database>, q: string) {
  const sqlite = isSqlite(db);
  if (sqlite && [...q].length >= 3) {
    const phrase = `"${q.replaceAll('"', '""')}"`;
    return sql<boolean>`rowid in (select rowid from testimonials_search where testimonials_search match ${phrase})`;
  }
  return containsText(db, ["name", "comment"], q);
}

function encodeCursor(row: Testimonial): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString("base64url");
}

/** A cursor the client made up is no cursor: the list starts from the top. */
function decodeCursor(cursor: string): { created_at: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "string" && typeof value[1] === "string") {
      return { created_at: value[0], id: value[1] };
    }
  } catch {}
  return null;
}

export async function findTestimonial(
  db: Kysely<Database>,
  id: string,
): Promise<Testimonial | null> {
  const row = await findRow(db, "testimonials", { id, deleted_at: null });
  return row ? toTestimonial(row) : null;
}

type NewRow = Omit<Insertable<TestimonialsTable>, "id" | "created_at" | "updated_at" | "version">;

/** A new row, version 1, stamped now: by staff here, by a visitor in moderation.server.ts. */
export async function insertTestimonial(
  db: Kysely<Database>,
  fields: NewRow,
): Promise<Testimonial> {
  const stamp = now();
  const row = await db
    .insertInto("testimonials")
    .values({ ...fields, id: randomUUID(), created_at: stamp, updated_at: stamp, version: 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTestimonial(row);
}

/**
 * Sets `fields` as the live row's next version; with `version`, only while the row still has it.
 * Null when no row matched (a row in the trash is not changed).
 */
export async function changeTestimonial(
  db: Kysely<Database>,
  id: string,
  fields: Updateable<TestimonialsTable>,
  version?: number,
): Promise<Testimonial | null> {
  let change = db
    .updateTable("testimonials")
    .set((eb) => ({ ...fields, updated_at: now(), version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("deleted_at", "is", null);
  if (version !== undefined) change = change.where("version", "=", version);
  const row = await change.returningAll().executeTakeFirst();
  return row ? toTestimonial(row) : null;
}

/** What staff write; `defaultLocation` fills an empty location: the center's name (SITE_NAME). */
function staffFields(input: TestimonialInput, defaultLocation: string) {
  const { name, comment, rating, location, gaming_type, is_featured, is_active } = input;
  return {
    name,
    comment,
    rating,
    location: location || defaultLocation,
    gaming_type,
    is_featured,
    is_active,
  };
}

/** The visitor's name as a summary names it: short, on one line. */
export function shortName(name: string): string {
  const line = name.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** The audit entry of a change to a testimonial; `summary` says it around the visitor's name. */
export function testimonialEntry(
  actor: string | null,
  action: AuditAction,
  summary: (name: string) => string,
) {
  return (row: { id: string; name: string }): AuditRecord => ({
    actor,
    action,
    target_type: "testimonial",
    target_id: row.id,
    summary: summary(shortName(row.name)),
  });
}

/** A testimonial as staff write it: shown at once, no moderation. */
export function approvedRow(input: TestimonialInput, defaultLocation: string): NewRow {
  return { ...staffFields(input, defaultLocation), status: "approved" };
}

/** Staff add a testimonial; the audit log names them. */
export function createTestimonial(
  db: Kysely<Database>,
  input: TestimonialInput,
  defaultLocation: string,
  actor: string,
): Promise<Testimonial> {
  return auditedWrite(
    db,
    (trx) => insertTestimonial(trx, approvedRow(input, defaultLocation)),
    testimonialEntry(actor, "testimonial.create", (name) => `Tilføjede anmeldelsen fra ${name}`),
  );
}

export type UpdateResult =
  | { ok: true; testimonial: Testimonial }
  | { ok: false; reason: "not-found" | "conflict" };

/**
 * What an edit changed, for its audit entry: the form's words, the old and new value of a rating
 * or a switch, a text named without its words (the guest's, kept in no log).
 */
function editedLine(before: Testimonial, after: Testimonial): string {
  const changes = describeChanges(
    testimonialForm.field,
    storedOf(before).value,
    storedOf(after).value,
    { quoteText: false },
  );
  const line = changesLine(changes);
  return line ? `: ${line}` : "";
}

/** Saves only when the row still has the version the editor started from. */
export async function updateTestimonial(
  db: Kysely<Database>,
  id: string,
  input: TestimonialUpdate,
  defaultLocation: string,
  actor: string,
): Promise<UpdateResult> {
  const fields = staffFields(input, defaultLocation);
  const edited = await auditedWrite(
    db,
    async (trx) => {
      const before = await findTestimonial(trx, id);
      const after = before && (await changeTestimonial(trx, id, fields, input.version));
      return before && after ? { before, after } : null;
    },
    ({ before, after }) =>
      testimonialEntry(
        actor,
        "testimonial.update",
        (name) => `Redigerede anmeldelsen fra ${name}${editedLine(before, after)}`,
      )(after),
  );
  if (edited) return { ok: true, testimonial: edited.after };
  const live = await findTestimonial(db, id);
  return { ok: false, reason: live ? "conflict" : "not-found" };
}

/**
 * Into the trash (docs/api.md#audit-log-and-trash): off every page, list and count at once, kept as
 * it is for 30 days. False when there is no live row with that id.
 */
export async function deleteTestimonial(
  db: Kysely<Database>,
  id: string,
  actor: string,
  now = new Date(),
): Promise<boolean> {
  const row = await auditedWrite(
    db,
    (trx) => moveToTrash(trx, "testimonials", id, actor, now),
    testimonialEntry(
      actor,
      "testimonial.delete",
      (name) => `Flyttede anmeldelsen fra ${name} til papirkurven`,
    ),
    now,
  );
  return row !== undefined;
}

/**
 * Out of the trash, exactly as it was: every field, its version and its times unchanged (an editor
 * who had it open before the delete saves as usual, since nothing in it changed). Null when the
 * row is not in the trash (never was, already restored, or purged).
 */
export async function restoreTestimonial(
  db: Kysely<Database>,
  id: string,
  actor: string,
): Promise<Testimonial | null> {
  const row = await auditedWrite(
    db,
    (trx) => takeFromTrash(trx, "testimonials", id),
    testimonialEntry(
      actor,
      "testimonial.restore",
      (name) => `Gendannede anmeldelsen fra ${name} fra papirkurven`,
    ),
  );
  return row ? toTestimonial(row) : null;
}
