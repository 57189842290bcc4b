import { apiResponse, assertSameOrigin, methodNotAllowed } from "./api.server.ts";
import { requireStaff, type StaffSession } from "./guards.server.ts";

/**
 * The frame of every admin API handler (docs/api.md#answers-errors-and-limits), so no route can
 * leave a check out: errors answer as JSON (`apiResponse`) and only staff get through (401/403);
 * `only: "admin"` for accounts and the log.
 */
export function adminRead(
  request: Request,
  read: (session: StaffSession) => Promise<Response>,
  only?: "admin",
): Promise<Response> {
  return apiResponse(async () => read(await requireStaff(request, only)));
}

/**
 * A write also comes from this site (403 otherwise, checked before the session) and uses a method
 * `allow` names other than GET, the loader's (405 with that `Allow` otherwise).
 */
export function adminWrite(
  request: Request,
  allow: string,
  write: (session: StaffSession) => Promise<Response>,
  only?: "admin",
): Promise<Response> {
  return apiResponse(async () => {
    assertSameOrigin(request);
    const session = await requireStaff(request, only);
    const methods = allow.split(", ").filter((method) => method !== "GET");
    if (!methods.includes(request.method)) return methodNotAllowed(allow);
    return write(session);
  });
}
