import { z } from "zod";
import type { Lang } from "#app/content/language.ts";

/**
 * Text fields as the site's schemas ask for them, with messages named by the field's label, in
 * Danish unless the form is on an English page: given (`Navn skal udfyldes`, `Name is required`)
 * or optional (empty becomes null), at most `max` characters after trimming, and `Navn skal være
 * tekst` for anything that is not a string.
 */

type Messages = {
  /** When the text is blank; default `Navn skal udfyldes`. */
  blank?: string;
  /** When the field is missing altogether; default `Navn skal udfyldes`. */
  missing?: string;
};

const SAID = {
  da: {
    required: (label: string) => `${label} skal udfyldes`,
    notText: (label: string) => `${label} skal være tekst`,
    tooLong: (label: string, max: number) => `${label} må højst være ${max} tegn`,
  },
  en: {
    required: (label: string) => `${label} is required`,
    notText: (label: string) => `${label} must be text`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  },
} as const satisfies Record<Lang, unknown>;

export const requiredText = (
  label: string,
  max: number,
  messages: Messages = {},
  lang: Lang = "da",
) => {
  const said = SAID[lang];
  const { blank = said.required(label), missing = said.required(label) } = messages;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : said.notText(label),
    })
    .trim()
    .min(1, blank)
    .max(max, said.tooLong(label, max));
};

export const optionalText = (label: string, max: number, lang: Lang = "da") =>
  z
    .string({ error: SAID[lang].notText(label) })
    .trim()
    .max(max, SAID[lang].tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));
