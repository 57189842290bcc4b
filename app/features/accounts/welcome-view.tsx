import { buttonClass } from "#app/components/ui/button.ts";
import { TextField } from "#app/components/ui/fields.tsx";
import { constraintsAt } from "#app/lib/forms/constraints.ts";
import { controlId } from "#app/lib/forms/values.ts";
import { welcomeForm } from "./welcome-form.ts";

const fields = welcomeForm.field.kind === "group" ? welcomeForm.field.fields : [];

/**
 * The invitee's password form, drawn from its description: a plain form post to the page, so it
 * works without JavaScript; the errors are the server's, in Danish, beside their fields. The
 * address rides along (hidden) for password managers, which save it with the new password.
 */
export function WelcomeForm({
  email,
  errors = {},
}: {
  email: string;
  errors?: Record<string, string> | undefined;
}) {
  const firstInvalid = fields.find((field) => field.key && errors[field.key])?.key;
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {fields.map((field) => {
        const key = field.key ?? "";
        const limits = constraintsAt(welcomeForm.schema, [key]);
        return (
          <TextField
            key={key}
            id={controlId(welcomeForm.id, [key])}
            name={key}
            label={field.label}
            hint={field.hint}
            type="password"
            autoComplete={field.kind === "text" ? field.autoComplete : undefined}
            // Both are needed, said to assistive technology without the visible star, so each
            // label reads exactly as product.md §10 names it (`Adgangskode`).
            aria-required={limits.required}
            maxLength={limits.maxLength}
            error={errors[key]}
            autoFocus={key === (firstInvalid ?? "password")}
          />
        );
      })}
      <p role="alert" className="min-h-6 text-danger">
        {errors.form ?? errors[""] ?? ""}
      </p>
      <button type="submit" className={buttonClass()}>
        Opret adgangskode
      </button>
    </form>
  );
}
