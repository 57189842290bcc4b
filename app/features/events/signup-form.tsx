import { PublicForm } from "#app/components/forms/public-form.tsx";
import type { Lang } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import type { Event } from "./event.ts";
import { signUpForm } from "./signup-form-fields.ts";

/**
 * The sign-up form (docs/api.md#the-event-pages-form-posts), drawn from its description by the visitors' form layer that
 * draws `/anmeldelse` too: a plain form post that works without JavaScript.
 */
export function SignUpForm({
  event,
  values,
  fieldErrors,
  lang,
}: {
  /**
   * Its address, and what the form asks: a team's name for teams of more than one, a gamertag
   * (the name its bracket shows) for a solo tournament.
   */
  event: Pick<Event, "slug" | "team_size" | "kind">;
  /** After a refused post: what was typed, and the errors by field. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  /** The page's: its labels, and its address the post goes to (docs/pages.md#english). */
  lang: Lang;
}) {
  return (
    <PublicForm
      description={signUpForm(event.team_size, event.kind, lang)}
      action={eventPath(event.slug, lang)}
      values={values}
      fieldErrors={fieldErrors}
      className="flex flex-col gap-5"
    />
  );
}
