import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.ts";

type Props = {
  /** Where the form posts (the page's own route action). */
  action: string;
  /** Prefix of the ids this frame draws (`-errors`, `-website`); unique on the page. */
  idPrefix: string;
  /** The fields in page order, each with the id of the control an error links to. */
  fields: readonly (readonly [field: string, controlId: string])[];
  fieldErrors: Record<string, string>;
  copy: { errorSummary: string; honeypot: string; submit: string };
  className: string;
  children: ReactNode;
};

/**
 * The frame of a visitors' form (`/anmeldelse`, an event's sign-up): a plain form post the server
 * answers, so it works without JavaScript (the public pages run none). After a refused post the
 * error summary takes the focus by `autofocus`, which browsers honour without a script, and links
 * to each field; a honeypot field catches form-filling bots; one submit button ends it.
 */
export function PublicForm({
  action,
  idPrefix,
  fields,
  fieldErrors,
  copy,
  className,
  children,
}: Props) {
  const listed = fields.filter(([field]) => fieldErrors[field]);
  const invalid = Object.keys(fieldErrors).length > 0;
  return (
    <form method="post" action={action} className={className}>
      {invalid ? (
        <div
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page was just posted; focus on what went wrong is what a person needs next (no script can move it)
          autoFocus
          aria-labelledby={`${idPrefix}-errors`}
          className="rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm text-text focus-visible:outline-2 focus-visible:outline-danger"
        >
          <p id={`${idPrefix}-errors`} className="font-semibold">
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
      {children}
      {/* The honeypot: people never see it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{copy.honeypot}</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
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
