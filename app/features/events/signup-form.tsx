import { PublicForm } from "#app/components/forms/public-form.tsx";
import type { Lang } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import type { EventKind } from "#app/db/schema.ts";
import { signUpForm } from "./signup-form-fields.ts";

/**
 * The sign-up form (docs/api.md#the-event-pages-form-posts), drawn from its description by the visitors' form layer that
 * draws `/anmeldelse` too: a plain form post that works without JavaScript.
 */
export function SignUpForm({
  slug,
  teamSize,
  kind,
  values,
  fieldErrors,
  lang,
}: {
  slug: string;
  /** Teams of more than one ask for the team's name. */
  teamSize: number;
  /** A solo tournament asks for a gamertag, the name its bracket shows. */
  kind: EventKind;
  /** After a refused post: what was typed, and the errors by field. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  /** The page's: its labels, and its address the post goes to (docs/pages.md#english). */
  lang: Lang;
}) {
  return (
    <PublicForm
      description={signUpForm(teamSize, kind, lang)}
      action={eventPath(slug, lang)}
      values={values}
      fieldErrors={fieldErrors}
      className="flex flex-col gap-5"
    />
  );
}
