import { PublicForm } from "#app/components/forms/public-form.tsx";
import { TextField } from "#app/components/ui/fields.tsx";
import { eventPage as copy } from "#app/content/events-page.ts";
import { eventPath } from "#app/content/public-paths.ts";
import { REGISTRATION_LIMITS } from "./limits.ts";

/** What the visitor typed, sent back with the errors so nothing has to be written again. */
type Values = { name: string; email: string; team_name: string };

type Props = {
  slug: string;
  /** Teams of more than one ask for the team's name. */
  teamSize: number;
  values?: Values | undefined;
  fieldErrors?: Record<string, string> | undefined;
};

/** The fields in page order, with the control an error links to. */
const FIELDS = [
  ["name", "signup-name"],
  ["email", "signup-email"],
  ["team_name", "signup-team"],
] as const;

/**
 * The sign-up form (product.md §11), in the visitors' form frame `/anmeldelse` uses too: a plain
 * form post that works without JavaScript.
 */
export function SignUpForm({ slug, teamSize, values, fieldErrors = {} }: Props) {
  return (
    <PublicForm
      action={eventPath(slug)}
      idPrefix="signup"
      fields={FIELDS}
      fieldErrors={fieldErrors}
      copy={copy}
      className="flex flex-col gap-5"
    >
      <TextField
        id="signup-name"
        name="name"
        label={copy.name}
        error={fieldErrors.name}
        defaultValue={values?.name}
        autoComplete="name"
        required
        maxLength={REGISTRATION_LIMITS.name}
      />
      <TextField
        id="signup-email"
        name="email"
        type="email"
        label={copy.email}
        error={fieldErrors.email}
        defaultValue={values?.email}
        autoComplete="email"
        required
        maxLength={REGISTRATION_LIMITS.email}
      />
      {teamSize > 1 ? (
        <TextField
          id="signup-team"
          name="team_name"
          label={copy.teamName}
          hint={copy.teamHint}
          error={fieldErrors.team_name}
          defaultValue={values?.team_name}
          autoComplete="off"
          required
          maxLength={REGISTRATION_LIMITS.teamName}
        />
      ) : null}
    </PublicForm>
  );
}
