import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, TestimonialsTable } from "#app/db/schema.ts";
import type {
  PublicTestimonials,
  Testimonial,
  TestimonialInput,
  TestimonialUpdate,
} from "./schema.ts";

/** Data access for testimonials (spec §7), shared by the API, the admin and the home page. */

const PUBLIC_LIMIT = 6;

type Row = Selectable<TestimonialsTable>;

function toTestimonial(row: Row): Testimonial {
  return {
    ...row,
    rating: Number(row.rating),
    version: Number(row.version),
    is_featured: Boolean(row.is_featured),
    is_active: Boolean(row.is_active),
  };
}

let lastStamp = 0;
/** ISO timestamps that never repeat within a process, so "newest first" has no ties. */
function now(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** Up to 6 active rows, featured first then newest; average and count over all active rows. */
export async function listPublic(db: Kysely<Database>): Promise<PublicTestimonials> {
  const [rows, summary] = await Promise.all([
    db
      .selectFrom("testimonials")
      .select(["id", "rating", "comment", "is_featured"])
      .where("is_active", "=", true)
      .orderBy("is_featured", "desc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PUBLIC_LIMIT)
      .execute(),
    db
      .selectFrom("testimonials")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.avg("rating").as("average")])
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

/** Every row, newest first (the admin list). */
export async function listAll(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom("testimonials")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toTestimonial);
}

/** `defaultLocation` fills an empty location: the center's own name (SITE_NAME). */
export async function createTestimonial(
  db: Kysely<Database>,
  input: TestimonialInput,
  defaultLocation: string,
): Promise<Testimonial> {
  const stamp = now();
  const row = await db
    .insertInto("testimonials")
    .values({
      id: randomUUID(),
      name: input.name,
      comment: input.comment,
      rating: input.rating,
      location: input.location || defaultLocation,
      gaming_type: input.gaming_type,
      is_featured: input.is_featured,
      is_active: input.is_active,
      created_at: stamp,
      updated_at: stamp,
      version: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTestimonial(row);
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
  const row = await db
    .updateTable("testimonials")
    .set((eb) => ({
      name: input.name,
      comment: input.comment,
      rating: input.rating,
      location: input.location || defaultLocation,
      gaming_type: input.gaming_type,
      is_featured: input.is_featured,
      is_active: input.is_active,
      updated_at: now(),
      version: eb("version", "+", 1),
    }))
    .where("id", "=", id)
    .where("version", "=", input.version)
    .returningAll()
    .executeTakeFirst();
  if (row) return { ok: true, testimonial: toTestimonial(row) };
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
