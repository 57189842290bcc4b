import { buttonClass } from "#app/components/ui/button.ts";
import { HONEYPOT, type PublicFormDescription } from "#app/lib/forms/public-forms.ts";
import { fieldControls, PlainFields } from "./plain-form.tsx";

type Props = {
  description: PublicFormDescription;
  /** Where the form posts (the page's own route action). */
  action: string;
  /** After a refused post: what was typed (the post's draft), and the errors by field. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  /** Carried along unseen (the review's signed start time). */
  hidden?: Record<string, string>;
  className: string;
};

/**
 * A visitors' form (`/anmeldelse`, an event's sign-up), drawn from its description by the fields
 * every short form shares (`PlainFields`, which draws sign-in too): a plain form post the server
 * answers and reads back by the same description (`readPublicPost`), so it works without
 * JavaScript (the public pages run none). After a refused post the error summary takes the focus
 * by `autofocus`, which browsers honour without a script, and links to each field; the honeypot
 * catches form-filling bots; one submit button ends it.
 */
export function PublicForm({
  description,
  action,
  values,
  fieldErrors = {},
  hidden = {},
  className,
}: Props) {
  const { id, copy } = description;
  const listed = fieldControls(description).filter(([field]) => fieldErrors[field]);
  const invalid = Object.keys(fieldErrors).length > 0;
  return (
    <form method="post" action={action} className={className}>
      {invalid ? (
        <div
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page was just posted; focus on what went wrong is what a person needs next (no script can move it)
          autoFocus
          aria-labelledby={`${id}-errors`}
          className="rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm text-text focus-visible:outline-2 focus-visible:outline-danger"
        >
          <p id={`${id}-errors`} className="font-semibold">
            {fieldErrors.form ?? copy.errorSummary}
          </p>
          {listed.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {listed.map(([field, control]) => (
                <li key={field}>
                  <a
                    href={`#${control}`}
                    className="underline underline-offset-2 hover:text-primary"
                  >
                    {fieldErrors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PlainFields
        description={description}
        errors={fieldErrors}
        values={values}
        focusInvalid={false}
      />
      {/* The honeypot: people never see it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT}`}>{copy.honeypot}</label>
        <input
          id={`${id}-${HONEYPOT}`}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div>
        <button type="submit" className={buttonClass()}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
