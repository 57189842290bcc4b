import { apiResponse, assertSameOrigin, methodNotAllowed } from "./api.server.ts";
import { requireAdmin, type SignedIn } from "./guards.server.ts";

/**
 * The frame of every admin API handler (product.md §5), so no route can leave a check out:
 * errors answer as JSON (`apiResponse`) and only an admin's session gets through (401/403).
 */
export function adminRead(
  request: Request,
  read: (session: SignedIn) => Promise<Response>,
): Promise<Response> {
  return apiResponse(async () => read(await requireAdmin(request)));
}

/**
 * A write also comes from this site (403 otherwise, checked before the session) and uses a method
 * `allow` names other than GET, the loader's (405 with that `Allow` otherwise).
 */
export function adminWrite(
  request: Request,
  allow: string,
  write: (session: SignedIn) => Promise<Response>,
): Promise<Response> {
  return apiResponse(async () => {
    assertSameOrigin(request);
    const session = await requireAdmin(request);
    const methods = allow.split(", ").filter((method) => method !== "GET");
    if (!methods.includes(request.method)) return methodNotAllowed(allow);
    return write(session);
  });
}
