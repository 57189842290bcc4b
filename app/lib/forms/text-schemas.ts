import { z } from "zod";

/**
 * Text fields as the site's schemas ask for them, with Danish messages named by the field's
 * label: given (`Navn skal udfyldes`) or optional (empty becomes null), at most `max` characters
 * after trimming, and `Navn skal være tekst` for anything that is not a string.
 */

type Messages = {
  /** When the text is blank; default `Navn skal udfyldes`. */
  blank?: string;
  /** When the field is missing altogether; default `Navn skal udfyldes`. */
  missing?: string;
};

export const requiredText = (label: string, max: number, messages: Messages = {}) => {
  const { blank = `${label} skal udfyldes`, missing = `${label} skal udfyldes` } = messages;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : `${label} skal være tekst`,
    })
    .trim()
    .min(1, blank)
    .max(max, `${label} må højst være ${max} tegn`);
};

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} skal være tekst` })
    .trim()
    .max(max, `${label} må højst være ${max} tegn`)
    .nullish()
    .transform((value) => (value ? value : null));
