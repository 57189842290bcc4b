import { NO_STORE } from "#app/lib/cache-control.ts";
import { BODY_LIMIT, jsonError } from "#app/platform/api.server.ts";
import { handleAuthRequest } from "#app/platform/auth.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";

/** better-auth's own endpoints under /api/auth/* (sign-in, sign-out, get-session). */
async function handle(request: Request): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? "0") > BODY_LIMIT) {
    return jsonError(413, "Indholdet er for stort (højst 16 KiB).");
  }
  try {
    const response = await handleAuthRequest(request);
    response.headers.set("Cache-Control", NO_STORE);
    return response;
  } catch (error) {
    log.error(errorFields(error), "auth error");
    return jsonError(503, "Login er ikke tilgængeligt lige nu. Prøv igen om lidt.");
  }
}

export const loader = ({ request }: { request: Request }) => handle(request);
export const action = ({ request }: { request: Request }) => handle(request);
