import UserPlus from "lucide-react/icons/user-plus";
import { EditorForm, SaveButton } from "#app/components/forms/editor-form.tsx";
import { FieldView } from "#app/components/forms/field-view.tsx";
import { useFormEditor } from "#app/components/forms/use-form-editor.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { AccountRecord } from "#app/features/accounts/schema.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { ERROR_TITLE } from "#app/lib/forms/outcome.ts";
import { BLANK_INVITE, inviteForm } from "./invite-form-fields.ts";
import { InviteLink, type ShownLink } from "./invite-link.tsx";

/** `?deaktiver=ID`: the page asks before a deactivation (without JavaScript). */
export const CONFIRM_PARAM = "deaktiver";

const fields = inviteForm.field.kind === "group" ? inviteForm.field.fields : [];

/**
 * `Inviter` (docs/admin.md#staff-accounts): drawn from its description by the admin's form layer,
 * posted to the page's action (also without JavaScript). After an invitation the link to pass on is
 * shown when no e-mail carries it.
 */
export function InviteForm({
  outcome,
  link,
  mailEnabled,
  onInvited,
}: {
  outcome: FormOutcome | undefined;
  link: ShownLink | null;
  mailEnabled: boolean;
  onInvited: (record: AccountRecord) => void;
}) {
  const editor = useFormEditor({
    description: inviteForm,
    draftKey: "invite:new",
    stored: BLANK_INVITE,
    outcome,
    failTitle: ERROR_TITLE,
    onSaved: (saved) => onInvited(saved.record as AccountRecord),
  });
  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="invite-heading" className="font-display text-h3 font-bold">
        Inviter
      </h2>
      <p className="mt-1 text-sm text-muted">
        {mailEnabled
          ? "Personen får en e-mail med et link, hvor vedkommende selv vælger sin adgangskode."
          : "Der sendes ingen e-mail fra siden: du får et link, som du giver personen."}{" "}
        Personale passer anmeldelser, indhold og begivenheder; Admin også konti og log.
      </p>
      <EditorForm editor={editor} action={ADMIN_SCREENS.staff.path} className="mt-5">
        <div className="grid items-start gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,3fr)_minmax(0,2fr)_auto]">
          {fields.map((field) => (
            <FieldView key={field.key} field={field} path={[]} editor={editor} />
          ))}
          <SaveButton
            editor={editor}
            label="Inviter"
            className="md:mt-[1.625rem]"
            icon={<UserPlus aria-hidden="true" className="size-5" />}
          />
        </div>
      </EditorForm>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {link ? <InviteLink link={link} /> : null}
      </div>
    </section>
  );
}
