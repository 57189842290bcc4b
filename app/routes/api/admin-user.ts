import { changeAccount } from "#app/features/accounts/accounts.server.ts";
import { accountPatch } from "#app/features/accounts/schema.ts";
import { check } from "#app/lib/forms/errors.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import {
  invalidFields,
  jsonError,
  methodNotAllowed,
  privateJson,
  readJsonBody,
} from "#app/platform/api.server.ts";
import type { Route } from "./+types/admin-user";

/** Only PATCH (the accounts are read as a list): a GET is 405 with `Allow`, after the guard. */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(request, async () => methodNotAllowed("PATCH"), "admin");
}

/**
 * PATCH /api/admin/users/:id `{ role?, active? }` → 200 the account. Deactivating signs the
 * person out everywhere at once; the last active admin is never demoted or deactivated, and an
 * admin never deactivates themselves: 409, nothing changed.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(
    request,
    "PATCH",
    async (session) => {
      const patch = check(accountPatch, await readJsonBody(request));
      if (patch.errors) return invalidFields(patch.errors);
      const result = await changeAccount(
        { id: session.user.id, email: session.user.email },
        params.id.slice(0, 100),
        patch.value,
      );
      if (result.kind === "not-found") return jsonError(404, "Kontoen findes ikke.");
      if (result.kind === "refused") return jsonError(409, result.message);
      return privateJson(result.account);
    },
    "admin",
  );
}
