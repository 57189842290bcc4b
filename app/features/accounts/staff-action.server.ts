import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { failed, refused } from "#app/lib/forms/record-answers.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import {
  type AccountRefusal,
  type Actor,
  changeAccount,
  inviteAccount,
  resendInvitation,
} from "./accounts.server.ts";
import { BLANK_INVITE, inviteForm } from "./admin/invite-form-fields.ts";
import { type AccountPatch, type AccountRecord, type InviteInput, ROLE_LABELS } from "./schema.ts";

/**
 * `/admin/personale`'s action (admins only; the route's guard comes first): the `Inviter` form,
 * and each account's buttons — role, `Deaktiver`/`Aktiver`, `Send invitation igen` — posted as
 * `intent` with the account's `id`. Posted without JavaScript or by the enhanced page alike.
 */

function saved(title: string, description: string, record: AccountRecord): FormOutcome {
  return { status: "saved", stored: BLANK_INVITE, record, toast: { title, description } };
}

const refusal = (result: AccountRefusal) => failed(409, result.message);
const GONE = "Kontoen findes ikke.";

/** The invitation's link, for the page to show when no e-mail is sent. */
const shown = (url: string, mailEnabled: boolean) => (mailEnabled ? null : url);

const PATCHES: Record<string, AccountPatch> = {
  "role-admin": { role: "admin" },
  "role-staff": { role: "staff" },
  deactivate: { active: false },
  activate: { active: true },
};

export async function staffAction(
  request: Request,
  session: StaffSession,
  mailEnabled: boolean,
): Promise<FormOutcome> {
  const form = await readFormBody(request);
  const actor: Actor = { id: session.user.id, email: session.user.email };
  const intent = form.get("intent") ?? "save";
  const id = (form.get("id") ?? "").slice(0, 100);
  const patch = PATCHES[intent];
  if (patch) {
    const result = await changeAccount(actor, id, patch);
    if (result.kind === "not-found") return failed(404, GONE);
    if (result.kind === "refused") return refusal(result);
    const { account } = result;
    const description = patch.role
      ? `${account.name} er nu ${ROLE_LABELS[account.role]}.`
      : account.active
        ? account.invitation_pending
          ? `${account.name} er aktiv igen. Send en ny invitation: den gamle virker ikke mere.`
          : `${account.name} kan logge ind igen.`
        : `${account.name} er logget ud og kan ikke logge ind.`;
    const title = patch.role ? "Rolle ændret" : account.active ? "Aktiveret" : "Deaktiveret";
    return saved(title, description, { account, invite_url: null });
  }
  if (intent === "resend") {
    const result = await resendInvitation(actor, id);
    if (result.kind === "not-found") return failed(404, GONE);
    if (result.kind === "refused") return refusal(result);
    return saved(
      "Invitation sendt igen",
      mailEnabled
        ? `En ny invitation er sendt til ${result.account.email}; det gamle link virker ikke mere.`
        : `Giv ${result.account.name} det nye link; det gamle virker ikke mere.`,
      { account: result.account, invite_url: shown(result.inviteUrl, mailEnabled) },
    );
  }
  const post = readPost(inviteForm, form);
  if (post.kind !== "valid") {
    return refused(post.draft, post.kind === "invalid" ? post.errors : {});
  }
  const input = post.value as InviteInput;
  const result = await inviteAccount(actor, input);
  if (result.kind === "refused") return refused(post.draft, { email: result.message });
  return saved(
    "Inviteret!",
    mailEnabled
      ? `Invitationen er sendt til ${input.email}.`
      : `Giv ${input.name} linket herunder; der sendes ingen e-mail.`,
    { account: result.account, invite_url: shown(result.inviteUrl, mailEnabled) },
  );
}
