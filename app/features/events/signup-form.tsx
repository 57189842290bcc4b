import { PublicForm } from "#app/components/forms/public-form.tsx";
import { eventPath } from "#app/content/public-paths.ts";
import { signUpForm } from "./signup-form-fields.ts";

/**
 * The sign-up form (product.md §11), drawn from its description by the visitors' form layer that
 * draws `/anmeldelse` too: a plain form post that works without JavaScript.
 */
export function SignUpForm({
  slug,
  teamSize,
  values,
  fieldErrors,
}: {
  slug: string;
  /** Teams of more than one ask for the team's name. */
  teamSize: number;
  /** After a refused post: what was typed, and the errors by field. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
}) {
  return (
    <PublicForm
      description={signUpForm(teamSize)}
      action={eventPath(slug)}
      values={values}
      fieldErrors={fieldErrors}
      className="flex flex-col gap-5"
    />
  );
}
