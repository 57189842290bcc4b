import { z } from "zod";
import { playerCopy } from "#app/content/bracket-page.ts";
import type { Lang } from "#app/content/language.ts";
import { type Field, groupForm } from "#app/lib/forms/fields.ts";
import type { PublicFormDescription } from "#app/lib/forms/public-forms.ts";
import { MAX_SCORE } from "./best-of.ts";

/**
 * A player's forms on their `/tilmelding/TOKEN` page (docs/pages.md, "Your match from the mailed
 * link"), described once for the one form layer: `Rapporter resultat` drawn by `PublicForm` and
 * read back by `readPublicPost`; the opponent's `Bekræft` / `Afvis` a form of the match alone, its
 * button the answer. Both carry the match and the version the page showed, so a post made from
 * an older page is `stale`. Whether the scores decide the match is the bracket's own check
 * (best-of.ts).
 */

/** What a post from the page asks for (its `intent`); a post without one is `Afmeld`. */
export const MATCH_INTENTS = { report: "rapporter", confirm: "bekraeft", reject: "afvis" } as const;

const score = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_SCORE, message);

/** The match and its version, as the page drew them (hidden fields). */
const matchShape = {
  match: z.string().trim().min(1).max(100),
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "Siden er for gammel: hent den igen")
    .transform(Number),
};

const HIDDEN: Field[] = [
  { kind: "hidden", key: "match", label: "Kamp" },
  { kind: "hidden", key: "version", label: "Version" },
];

/** `Rapporter resultat`: own score, the opponent's, and the match they are for; in `lang`. */
function reportFormIn(lang: Lang): PublicFormDescription {
  const copy = playerCopy[lang];
  return {
    id: "rapporter",
    schema: z.object({
      ...matchShape,
      own: score(copy.ownMissing),
      theirs: score(copy.theirsMissing),
    }),
    copy: { submit: copy.send, errorSummary: copy.errorSummary, honeypot: copy.honeypot },
    field: {
      kind: "group",
      label: copy.report,
      fields: [
        ...HIDDEN,
        { kind: "integer", key: "own", label: copy.own, typed: true },
        { kind: "integer", key: "theirs", label: copy.theirs, typed: true },
      ],
    },
  };
}

/** The report form in each language (docs/pages.md#english), made once. */
export const reportForms: Record<Lang, PublicFormDescription> = {
  da: reportFormIn("da"),
  en: reportFormIn("en"),
};

export type ReportPost = { match: string; version: number; own: number; theirs: number };

/** `Bekræft` or `Afvis`: the match answered; the button says which. */
export const answerForm = groupForm(
  "svar",
  playerCopy.da.reported(""),
  z.object(matchShape),
  HIDDEN,
);
