import { inviteAccount, listAccounts } from "#app/features/accounts/accounts.server.ts";
import { inviteInput } from "#app/features/accounts/schema.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { jsonError, privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-users";

/** GET /api/admin/users (admins only): every staff account (docs/api.md#staff-accounts). */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(
    request,
    async () => privateJson({ users: await listAccounts(database().db) }),
    "admin",
  );
}

/**
 * POST /api/admin/users `{ email, name, role }` → 201 the account (`invitation_pending: true`)
 * and its `invite_url`, also mailed through SMTP_URL; 409 when the e-mail has an account.
 */
export function action({ request }: Route.ActionArgs) {
  return adminWrite(
    request,
    "GET, POST",
    async (session) => {
      const result = await inviteAccount(session.user, await readChecked(request, inviteInput));
      if (result.kind === "refused") return jsonError(409, result.message);
      return privateJson({ ...result.account, invite_url: result.inviteUrl }, 201);
    },
    "admin",
  );
}
