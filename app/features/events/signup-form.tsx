import { PublicForm } from "#app/components/forms/public-form.tsx";
import { errorLinks, PostedField, type PostedFieldSpec } from "#app/components/ui/posted-field.tsx";
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

/** The fields in page order. */
const FIELDS: PostedFieldSpec[] = [
  {
    name: "name",
    id: "signup-name",
    label: copy.name,
    autoComplete: "name",
    required: true,
    maxLength: REGISTRATION_LIMITS.name,
  },
  {
    name: "email",
    id: "signup-email",
    type: "email",
    label: copy.email,
    autoComplete: "email",
    required: true,
    maxLength: REGISTRATION_LIMITS.email,
  },
  {
    name: "team_name",
    id: "signup-team",
    label: copy.teamName,
    hint: copy.teamHint,
    autoComplete: "off",
    required: true,
    maxLength: REGISTRATION_LIMITS.teamName,
  },
];

/**
 * The sign-up form (docs/api.md#the-event-pages-form-posts), in the visitors' form frame
 * `/anmeldelse` uses too: a plain form post that works without JavaScript.
 */
export function SignUpForm({ slug, teamSize, values, fieldErrors = {} }: Props) {
  const shown = FIELDS.filter((field) => field.name !== "team_name" || teamSize > 1);
  return (
    <PublicForm
      action={eventPath(slug)}
      idPrefix="signup"
      fields={errorLinks(FIELDS)}
      fieldErrors={fieldErrors}
      copy={copy}
      className="flex flex-col gap-5"
    >
      {shown.map((field) => (
        <PostedField key={field.name} field={field} values={values} errors={fieldErrors} />
      ))}
    </PublicForm>
  );
}
