import { z } from "zod";
import { eventPage, signUpErrors } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { imageRef } from "#app/content/sections.ts";
import type { EventKind } from "#app/db/schema.ts";
import { HONEYPOT } from "#app/lib/forms/public-forms.ts";
import { optionalText, requiredText } from "#app/lib/forms/text-schemas.ts";
import {
  BEST_OF,
  EVENT_KINDS,
  EVENT_LIMITS,
  EVENT_STATUSES,
  REGISTRATION_LIMITS,
  TOURNAMENT_FORMAT_LABELS,
  TOURNAMENT_FORMATS,
} from "./limits.ts";

// Checks run in the admin's browser under our CSP (no 'unsafe-eval'), as the content schemas do.
z.config({ jitless: true });

/**
 * An event as staff write it and a sign-up as a guest sends it (docs/api.md#events-for-staff): one
 * schema each for the admin's form (app/lib/forms reads its limits off it), the JSON API and the
 * server's authoritative check. JSON is read as typed: a capacity is a JSON integer, a price a JSON
 * number; the form layer turns typed text into numbers before the check. Messages are Danish,
 * written to stand next to the field.
 */

const moment = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${label} skal være et tidspunkt med tidszone, fx 2026-12-14T18:00:00+01:00`,
    })
    // Stored in UTC, so both databases order times alike; pages show Copenhagen time.
    .transform((value) => new Date(value).toISOString());

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} skal være et tal` })
    .int(`${label} skal være et helt tal`)
    .min(min, `${label} skal være mellem ${min} og ${max}`)
    .max(max, `${label} skal være mellem ${min} og ${max}`);

const bestOf = (label: string) =>
  z.union(
    BEST_OF.map((games) => z.literal(games)),
    { error: `${label} skal være 1, 3 eller 5` },
  );

/** An English text staff may leave empty: stored as "" (the page then shows the Danish). */
const englishText = (label: string, max: number) =>
  z
    .string({ error: `${label} skal være tekst` })
    .trim()
    .max(max, `${label} må højst være ${max} tegn`)
    .nullish()
    .transform((value) => value ?? "");

const formatNames = Object.values(TOURNAMENT_FORMAT_LABELS).join(", ").toLowerCase();

const { capacityMin, capacityMax, teamSizeMin, teamSizeMax, priceMax } = EVENT_LIMITS;

const eventFields = z.object({
  title: requiredText("Titel", EVENT_LIMITS.title),
  kind: z.enum(EVENT_KINDS, { error: "Vælg turnering, LAN eller event" }),
  game: optionalText("Spil", EVENT_LIMITS.game),
  description: z
    .string({ error: "Beskrivelse skal være tekst" })
    .trim()
    .max(EVENT_LIMITS.description, `Beskrivelse må højst være ${EVENT_LIMITS.description} tegn`)
    .nullish()
    .transform((value) => value ?? ""),
  starts_at: moment("Start"),
  ends_at: moment("Slut"),
  /** Null (or left out): no limit. */
  capacity: wholeNumber("Antal pladser", capacityMin, capacityMax).nullable().default(null),
  team_size: wholeNumber("Holdstørrelse", teamSizeMin, teamSizeMax).default(1),
  /** Kroner with at most two decimals (øre); 0 is free. */
  price: z
    .number({ error: "Pris skal være et tal" })
    .min(0, "Pris må ikke være negativ")
    .max(priceMax, "Pris må højst være 10.000 kr.")
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: "Pris må højst have to decimaler",
    })
    .default(0),
  /** Null, empty or left out: sign-up closes when the event starts. */
  signup_closes_at: z
    .union([moment("Tilmeldingsfrist"), z.literal("").transform(() => null)], {
      error: "Tilmeldingsfrist skal være et tidspunkt med tidszone, fx 2026-12-14T18:00:00+01:00",
    })
    .nullish()
    .transform((value) => value ?? null),
  waitlist: z.boolean({ error: "Venteliste skal være sand eller falsk" }).default(true),
  /** A new event is a draft until staff publish it. */
  status: z.enum(EVENT_STATUSES, { error: "Vælg kladde, planlagt eller aflyst" }).default("draft"),
  image: imageRef.nullable().default(null),
  // A tournament's play (docs/api.md, "Tournaments"): left out, a new event takes the defaults
  // (knockout, best of 1, no match for third place) and an edit keeps what the event has.
  format: z.enum(TOURNAMENT_FORMATS, { error: `Vælg turneringsform: ${formatNames}` }).optional(),
  best_of: bestOf("Bedst af").optional(),
  /** Null: the final is played as every other match. */
  final_best_of: bestOf("Finalens bedst af").nullable().optional(),
  third_place: z.boolean({ error: "Kamp om 3.-pladsen skal være sand eller falsk" }).optional(),
  /**
   * The English beside the Danish (docs/pages.md#english), optional: an empty text shows the
   * Danish on the English pages. Left out, a new event has none and an edit keeps what it has.
   */
  en: z
    .object(
      {
        title: englishText("Overskrift på engelsk", EVENT_LIMITS.title),
        description: englishText("Tekst på engelsk", EVENT_LIMITS.description),
      },
      { error: "Engelsk skal være et objekt med title og description" },
    )
    .optional(),
});

type EventFields = z.output<typeof eventFields>;

/** What `moment` gives: UTC ISO text, which orders as text. */
const UTC_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The rules between fields: the end after the start, sign-up closing by the end. Zod runs them
 * even when a time was refused (as its raw text), so they look only at times that passed.
 */
function eventRules(value: EventFields, context: z.RefinementCtx): void {
  const { starts_at, ends_at, signup_closes_at } = value;
  if (!UTC_MOMENT.test(starts_at) || !UTC_MOMENT.test(ends_at)) return;
  if (ends_at <= starts_at) {
    context.addIssue({ code: "custom", path: ["ends_at"], message: "Slut skal ligge efter start" });
  }
  if (
    signup_closes_at !== null &&
    UTC_MOMENT.test(signup_closes_at) &&
    signup_closes_at > ends_at
  ) {
    context.addIssue({
      code: "custom",
      path: ["signup_closes_at"],
      message: "Tilmeldingsfristen skal ligge før slut",
    });
  }
}

/** Create. Unknown fields, and `id`, `slug`, timestamps, `version` or `sequence`, are dropped. */
export const eventInput = eventFields.superRefine(eventRules);

/** An edit carries the `version` it was made from (optimistic concurrency). */
export const eventUpdate = eventFields
  .extend({
    version: z
      .number({ error: "Version mangler" })
      .int("Version skal være et helt tal")
      .min(1, "Version mangler"),
  })
  .superRefine(eventRules);

export type EventInput = z.output<typeof eventInput>;
export type EventUpdate = z.output<typeof eventUpdate>;

/** What `Aflys`, and `Slet` of an event with guests, say when no message came. */
export const MESSAGE_NEEDED = "Skriv en besked til de tilmeldte";

/** `POST /api/admin/events/:id/cancel`: the message everyone signed up gets. */
export const cancelInput = z.object({
  message: requiredText("Besked", EVENT_LIMITS.cancelMessage, {
    blank: MESSAGE_NEEDED,
    missing: MESSAGE_NEEDED,
  }),
});

/**
 * `DELETE /api/admin/events/:id` and `Slet`'s post: the message the guests get when the event
 * still has some to tell (`guestsToTell`); otherwise none is needed.
 */
export const deleteInput = z.object({
  message: optionalText("Besked", EVENT_LIMITS.cancelMessage),
});

/** A text field of the sign-up, its refusals in the page's language. */
function signUpText(
  label: string,
  max: number,
  words: (typeof signUpErrors)[Lang],
  missing?: string,
) {
  const text = z.string({
    error: (issue) =>
      missing && (issue.input === undefined || issue.input === null)
        ? missing
        : words.notText(label),
  });
  const trimmed = text.trim().max(max, words.tooLong(label, max));
  return missing ? trimmed.min(1, missing) : trimmed;
}

/**
 * A guest's sign-up: a team name only when teams have more than one player, a gamertag
 * (optional) only for a solo tournament; otherwise each is dropped; and the visitors' forms'
 * honeypot (lib/forms/public-forms.ts). Its refusals in the language of the page it came from
 * (docs/pages.md#english), and that language kept as `lang`: the mails about it are written in
 * it. Made once each: a rush of sign-ups checks with the same few.
 */
const signUpSchema = (teams: boolean, gamertag: boolean, lang: Lang) => {
  const words = signUpErrors[lang];
  const labels = eventPage[lang];
  const dropped = z
    .unknown()
    .optional()
    .transform(() => null);
  return z.object({
    name: signUpText(labels.name, REGISTRATION_LIMITS.name, words, words.nameMissing),
    email: z
      .string({ error: words.emailMissing })
      .trim()
      .min(1, words.emailMissing)
      .max(REGISTRATION_LIMITS.email, words.tooLong(labels.email, REGISTRATION_LIMITS.email))
      .toLowerCase()
      .pipe(z.email({ error: words.emailInvalid })),
    team_name: teams
      ? signUpText(labels.teamName, REGISTRATION_LIMITS.teamName, words, words.teamMissing)
      : dropped,
    /** A solo tournament's public name for the player (shown in the bracket); else dropped. */
    gamertag: gamertag
      ? signUpText(labels.gamertag, REGISTRATION_LIMITS.gamertag, words)
          .nullish()
          .transform((value) => (value ? value : null))
      : dropped,
    /** The schema's own language, whatever the body says (the API picks the schema by it). */
    lang: z
      .unknown()
      .optional()
      .transform((): Lang => lang),
    [HONEYPOT]: z.unknown().optional(),
  });
};

const signUpSchemas = (lang: Lang) => ({
  solo: signUpSchema(false, false, lang),
  soloTournament: signUpSchema(false, true, lang),
  teams: signUpSchema(true, false, lang),
});

const SIGN_UP = { da: signUpSchemas("da"), en: signUpSchemas("en") };

/** The sign-up's schema for an event of `kind` with teams of `teamSize`, in `lang`. */
export function registrationInput(teamSize: number, kind?: EventKind, lang: Lang = "da") {
  const schemas = SIGN_UP[lang];
  if (teamSize > 1) return schemas.teams;
  return kind === "tournament" ? schemas.soloTournament : schemas.solo;
}

export type RegistrationInput = z.output<ReturnType<typeof registrationInput>>;
