import { PlainFields } from "#app/components/forms/plain-form.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { welcomeForm } from "./welcome-form.ts";

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
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PlainFields
        description={welcomeForm}
        errors={errors}
        focus="password"
        // Each label reads exactly as docs/admin.md#staff-accounts names it (`Adgangskode`),
        // without the star.
        markRequired={false}
      />
      <p role="alert" className="min-h-6 text-danger">
        {errors.form ?? errors[""] ?? ""}
      </p>
      <button type="submit" className={buttonClass()}>
        Opret adgangskode
      </button>
    </form>
  );
}
