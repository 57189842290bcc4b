import type { Selectable } from "kysely";
import { z } from "zod";
import { LANGUAGES, type Lang } from "#app/content/language.ts";
import { submitTestimonialPage } from "#app/content/submit-testimonial-page.ts";
import type { TestimonialsTable } from "#app/db/schema.ts";
import { HONEYPOT } from "#app/lib/forms/public-forms.ts";
import { optionalText, requiredText } from "#app/lib/forms/text-schemas.ts";
import { pageLimit } from "#app/lib/page-limit.ts";
import { DEFAULT_RATING, LIMITS } from "./limits.ts";

// The admin's browser runs this schema under our CSP (no 'unsafe-eval'): without `jitless`, zod
// probes `new Function` when a schema is built, and the browser reports a violation even though
// zod catches the refusal.
z.config({ jitless: true });

/**
 * The testimonial as the admin form and the API know it: one schema for the browser-level
 * attributes of the form and for the server's authoritative check. It reads JSON as typed: a
 * rating is a JSON integer, a flag a JSON boolean, a text a JSON string. Nothing is coerced here;
 * where text has to become a number (the admin form's number input, an imported CSV cell), the
 * edge that received the text converts it (`numberFromText`).
 */

const RATING_SAID = {
  da: {
    notNumber: "Bedømmelse skal være et tal",
    notWhole: "Bedømmelse skal være et helt tal",
    range: `Bedømmelse skal være mellem ${LIMITS.ratingMin} og ${LIMITS.ratingMax}`,
  },
  en: {
    notNumber: "The rating must be a number",
    notWhole: "The rating must be a whole number",
    range: `The rating must be between ${LIMITS.ratingMin} and ${LIMITS.ratingMax}`,
  },
} as const satisfies Record<Lang, unknown>;

/** A rating from 1 to 5, 5 when left out; refused in the language of the page that sent it. */
function ratingSchema(lang: Lang) {
  const said = RATING_SAID[lang];
  return z
    .number({ error: said.notNumber })
    .int(said.notWhole)
    .min(LIMITS.ratingMin, said.range)
    .max(LIMITS.ratingMax, said.range)
    .default(DEFAULT_RATING);
}

/** Input for add and edit. Unknown fields, and `id`, timestamps or `version` in it, are dropped. */
export const testimonialInput = z.object({
  name: requiredText("Navn", LIMITS.name),
  comment: requiredText("Kommentar", LIMITS.comment),
  rating: ratingSchema("da"),
  /** Empty means the center's own name (`SITE_NAME`), filled in by the server. */
  location: optionalText("Lokation", LIMITS.location),
  gaming_type: optionalText("Spiltype", LIMITS.gamingType),
  is_featured: z.boolean({ error: "Fremhævet skal være sand eller falsk" }).default(false),
  is_active: z.boolean({ error: "Aktiv skal være sand eller falsk" }).default(true),
});

/** An edit carries the `version` the admin started from (optimistic concurrency). */
export const testimonialUpdate = testimonialInput.extend({
  version: z
    .number({ error: "Version mangler" })
    .int("Version skal være et helt tal")
    .min(1, "Version mangler"),
});

export type TestimonialInput = z.infer<typeof testimonialInput>;
export type TestimonialUpdate = z.infer<typeof testimonialUpdate>;

/**
 * A stored row, as the admin API returns it: the table's columns (app/db/schema.ts) with flags as
 * booleans (SQLite stores 0 and 1) and without the comment's hash, which never leaves the server.
 * Rows in the trash are never listed, so their trash stamps are not part of it.
 */
export type Testimonial = Omit<
  Selectable<TestimonialsTable>,
  "comment_hash" | "deleted_at" | "deleted_by" | Flag
> &
  Record<Flag, boolean>;
type Flag = "is_featured" | "is_active" | "has_link";

const STATUSES = ["pending", "approved", "rejected"] as const;
export type TestimonialStatus = (typeof STATUSES)[number];

export { REJECT_REASONS, type RejectReason } from "./reject-reasons.ts";

/**
 * The reason given with `Afvis`: the admin offers the fixed list above (its key is stored and
 * shown by its label); other API clients may give a short text of their own.
 */
export const rejectInput = z.object({
  reason: z
    .string({ error: "Angiv en grund til afvisningen" })
    .trim()
    .min(1, "Angiv en grund til afvisningen")
    .max(200, "Grunden må højst være 200 tegn"),
});

/**
 * `GET /api/admin/testimonials`' query (docs/api.md#testimonials): an empty parameter is no
 * parameter; unknown or bad values are refused.
 */
export const adminQuery = z.object({
  status: z.enum(STATUSES, { error: "Ukendt status" }).optional(),
  q: z
    .string()
    .trim()
    .max(LIMITS.name, `Søgningen må højst være ${LIMITS.name} tegn`)
    .optional()
    .transform((value) => value || undefined),
  limit: pageLimit,
  cursor: z.string().max(500).optional(),
});
export type AdminQuery = {
  status?: TestimonialStatus | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

export type AdminPage = {
  testimonials: Testimonial[];
  /** Continues the list after the last row; null on the last page. */
  next: string | null;
  counts: Record<TestimonialStatus, number>;
};

/**
 * A visitor's testimonial (`/anmeldelse` and `POST /api/testimonials`), with the visitors' forms'
 * honeypot (lib/forms/public-forms.ts).
 */
function submissionSchema(lang: Lang) {
  const said = submitTestimonialPage[lang].checks;
  return z.object({
    name: requiredText(said.name, LIMITS.name, { blank: said.nameBlank }, lang),
    comment: requiredText(said.comment, LIMITS.comment, { blank: said.commentBlank }, lang),
    rating: ratingSchema(lang),
    gaming_type: optionalText(said.gamingType, LIMITS.gamingType, lang),
    [HONEYPOT]: z.unknown().optional(),
  });
}

/** The form's check in each page's language: the English review page answers in English. */
export const submissionInputs = { da: submissionSchema("da"), en: submissionSchema("en") };

/**
 * The JSON API's check: the form's fields and the language the review is written in (`"en"`;
 * `"da"` when left out). The page's form posts no language: its address says it.
 */
function apiSubmissionSchema(lang: Lang) {
  const said = submitTestimonialPage[lang].checks;
  return submissionInputs[lang].extend({
    lang: z.enum(LANGUAGES, { error: said.lang }).optional(),
  });
}

export const apiSubmissionInputs = { da: apiSubmissionSchema("da"), en: apiSubmissionSchema("en") };
export type SubmissionInput = z.infer<(typeof apiSubmissionInputs)["da"]>;

/** The only fields the public API receives. */
export type PublicTestimonial = Pick<Testimonial, "id" | "rating" | "comment" | "is_featured">;

/**
 * A public testimonial as the server's cache and the pages know it: with the language it was
 * written in, so a page in the other language marks it. `lang` never leaves the server in the API.
 */
export type ShownTestimonial = PublicTestimonial & Pick<Testimonial, "lang">;

export type PublicTestimonials<T extends PublicTestimonial = ShownTestimonial> = {
  testimonials: T[];
  /** Over all active testimonials, rounded to one decimal; 0 when there are none. */
  average: number;
  count: number;
};

/**
 * The home page's data: `unavailable` when the database failed (empty, average 0:
 * docs/pages.md#the-home-page).
 */
export type PageTestimonials = PublicTestimonials & { unavailable?: true };

/** Field errors in the API's 400 body: the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
