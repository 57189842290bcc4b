import { randomUUID } from "node:crypto";
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from "kysely";
import { isSqlite } from "#app/db/database.server.ts";
import type { Database, TestimonialsTable } from "#app/db/schema.ts";
import type {
  AdminPage,
  AdminQuery,
  PublicTestimonials,
  Testimonial,
  TestimonialInput,
  TestimonialUpdate,
} from "./schema.ts";

/** Data access for testimonials (spec §7), shared by the API, the admin and the home page. */

const PUBLIC_LIMIT = 6;

type Row = Selectable<TestimonialsTable>;

function toTestimonial({ comment_hash: _internal, ...row }: Row): Testimonial {
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
 * Pending and rejected testimonials never leave the server.
 */
export async function listPublic(db: Kysely<Database>): Promise<PublicTestimonials> {
  const [rows, summary] = await Promise.all([
    db
      .selectFrom("testimonials")
      .select(["id", "rating", "comment", "is_featured"])
      .where("status", "=", "approved")
      .where("is_active", "=", true)
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
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(summary.count);
  return {
    testimonials: rows.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      comment: row.comment,
      is_featured: Boolean(row.is_featured),
    })),
    average: count === 0 ? 0 : Math.round(Number(summary.average) * 10) / 10,
    count,
  };
}

/**
 * One page of the admin list (product.md §9): newest first, optionally one status and a search
 * in name and comment, continued from a cursor (the last row's time and id: stable while rows
 * are added). The counts per status are over all rows.
 */
export async function listAdmin(db: Kysely<Database>, query: AdminQuery): Promise<AdminPage> {
  let select = db.selectFrom("testimonials").selectAll();
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
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = sqlite ? sql.raw("like") : sql.raw("ilike");
  return sql<boolean>`(name ${like} ${pattern} escape '\\' or comment ${like} ${pattern} escape '\\')`;
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
  const row = await db
    .selectFrom("testimonials")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
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
 * Sets `fields` as the row's next version; with `version`, only while the row still has it.
 * Null when no row matched.
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
    .where("id", "=", id);
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

export function createTestimonial(
  db: Kysely<Database>,
  input: TestimonialInput,
  defaultLocation: string,
): Promise<Testimonial> {
  return insertTestimonial(db, { ...staffFields(input, defaultLocation), status: "approved" });
}

export type UpdateResult =
  | { ok: true; testimonial: Testimonial }
  | { ok: false; reason: "not-found" | "conflict" };

/** Saves only when the row still has the version the editor started from. */
export async function updateTestimonial(
  db: Kysely<Database>,
  id: string,
  input: TestimonialUpdate,
  defaultLocation: string,
): Promise<UpdateResult> {
  const fields = staffFields(input, defaultLocation);
  const testimonial = await changeTestimonial(db, id, fields, input.version);
  if (testimonial) return { ok: true, testimonial };
  const exists = await db
    .selectFrom("testimonials")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return { ok: false, reason: exists ? "conflict" : "not-found" };
}

/** True when a row was deleted, false when there was none with that id. */
export async function deleteTestimonial(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
