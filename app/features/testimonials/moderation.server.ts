import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { honeypotFilled } from "#app/lib/forms/public-forms.ts";
import { auditedWrite } from "#app/platform/audited-write.server.ts";
import { takeSubmission } from "#app/platform/submission-limit.server.ts";
import { MAX_FORM_MS } from "./form-timing.server.ts";
import {
  changeTestimonial,
  insertTestimonial,
  shortName,
  testimonialEntry,
} from "./queries.server.ts";
import { REJECT_REASONS, type SubmissionInput, type Testimonial } from "./schema.ts";

/**
 * Testimonials from visitors (docs/admin.md#reviews-from-guests): submission with its abuse limits,
 * and moderation.
 */

/** Accepted submissions per address and hour, counted in the database: every instance agrees. */
export const SUBMISSIONS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** The same text again within this time is the same testimonial (a double post, a copy-paste bot). */
const DUPLICATE_WINDOW_MS = 30 * 24 * HOUR_MS;

export type SubmitResult =
  | { kind: "stored"; testimonial: Testimonial }
  /** Answered like a stored testimonial, so a bot learns nothing: honeypot or duplicate. */
  | { kind: "ignored" }
  | { kind: "rate-limited" };

const LINK = /https?:\/\/|www\.|\b[\w-]+\.(?:com|net|org|dk|io|ru|xyz|info|biz|top|shop)\b/i;

export function hasLink(text: string): boolean {
  return LINK.test(text);
}

/** Case, spacing and punctuation do not make a testimonial new. */
function commentHash(comment: string): string {
  const normal = comment
    .toLocaleLowerCase("da")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return createHash("sha256").update(normal).digest("base64url");
}

export async function submitTestimonial(
  db: Kysely<Database>,
  input: SubmissionInput,
  address: string,
  location: string,
  /** The page form's signed start time: spent here, so a second post with it stores nothing. */
  formToken?: string,
): Promise<SubmitResult> {
  const at = Date.now();
  return db.transaction().execute(async (trx) => {
    if (!(await takeSubmission(trx, "review", address, SUBMISSIONS_PER_HOUR, at))) {
      return { kind: "rate-limited" } as const;
    }
    if (formToken !== undefined && !(await spendFormToken(trx, formToken, at))) {
      return { kind: "ignored" } as const;
    }

    if (honeypotFilled(input)) return { kind: "ignored" } as const;

    const hash = commentHash(input.comment);
    const duplicate = await trx
      .selectFrom("testimonials")
      .select("id")
      .where("comment_hash", "=", hash)
      .where("created_at", ">", new Date(at - DUPLICATE_WINDOW_MS).toISOString())
      .executeTakeFirst();
    if (duplicate) return { kind: "ignored" } as const;

    const testimonial = await insertTestimonial(trx, {
      name: input.name,
      comment: input.comment,
      rating: input.rating,
      location,
      gaming_type: input.gaming_type,
      is_featured: false,
      is_active: true,
      status: "pending",
      has_link: hasLink(`${input.name} ${input.comment}`),
      comment_hash: hash,
      lang: input.lang ?? "da",
    });
    return { kind: "stored", testimonial } as const;
  });
}

/** False when the token was spent before: a replayed post. Kept until it would have expired. */
async function spendFormToken(db: Kysely<Database>, token: string, at: number): Promise<boolean> {
  const since = new Date(at - MAX_FORM_MS).toISOString();
  await db.deleteFrom("testimonial_form_tokens").where("used_at", "<", since).execute();
  const spent = await db
    .insertInto("testimonial_form_tokens")
    .values({ token, used_at: new Date(at).toISOString() })
    .onConflict((conflict) => conflict.column("token").doNothing())
    .returning("token")
    .executeTakeFirst();
  return spent !== undefined;
}

/** Approved: public (and active). Null when there is no such row (or it is in the trash). */
export function approveTestimonial(
  db: Kysely<Database>,
  id: string,
  actor: string,
): Promise<Testimonial | null> {
  const fields = { status: "approved", is_active: true, reject_reason: null } as const;
  return auditedWrite(
    db,
    (trx) => changeTestimonial(trx, id, fields),
    testimonialEntry(actor, "testimonial.approve", (name) => `Godkendte anmeldelsen fra ${name}`),
  );
}

/** Rejected: never public, kept with its reason. Null when there is no such row. */
export function rejectTestimonial(
  db: Kysely<Database>,
  id: string,
  reason: string,
  actor: string,
): Promise<Testimonial | null> {
  const fields = { is_active: false, is_featured: false, reject_reason: reason } as const;
  const why = Object.hasOwn(REJECT_REASONS, reason)
    ? REJECT_REASONS[reason as keyof typeof REJECT_REASONS]
    : shortName(reason);
  return auditedWrite(
    db,
    (trx) => changeTestimonial(trx, id, { ...fields, status: "rejected" }),
    testimonialEntry(
      actor,
      "testimonial.reject",
      (name) => `Afviste anmeldelsen fra ${name} (${why})`,
    ),
  );
}
