import { buttonClass } from "#app/components/ui/button.ts";
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
 * The sign-up form (product.md §11): a plain form post the server answers, so it works without
 * JavaScript (the public pages run none), as `/anmeldelse` does. After a refused post the error
 * summary takes the focus by `autofocus` and links to each field.
 */
export function SignUpForm({ slug, teamSize, values, fieldErrors = {} }: Props) {
  const listed = FIELDS.filter(([field]) => fieldErrors[field]);
  const invalid = Object.keys(fieldErrors).length > 0;
  return (
    <form method="post" action={eventPath(slug)} className="flex flex-col gap-5">
      {invalid ? (
        <div
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page was just posted; focus on what went wrong is what a person needs next (no script can move it)
          autoFocus
          aria-labelledby="signup-errors"
          className="rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm text-text focus-visible:outline-2 focus-visible:outline-danger"
        >
          <p id="signup-errors" className="font-semibold">
            {fieldErrors.form ?? copy.errorSummary}
          </p>
          {listed.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {listed.map(([field, id]) => (
                <li key={field}>
                  <a href={`#${id}`} className="underline underline-offset-2 hover:text-primary">
                    {fieldErrors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
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
      {/* The honeypot: people never see it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="signup-website">{copy.honeypot}</label>
        <input id="signup-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <button type="submit" className={buttonClass()}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
