import { redirect } from "react-router";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { assertSameOrigin } from "#app/platform/api.server.ts";
import { signOut } from "#app/platform/sign-in.server.ts";
import type { Route } from "./+types/logout";

/** POST /logout: ends the server-side session (better-auth) and goes home. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const cookies = await signOut(request);
  const headers = new Headers(NO_STORE_HEADERS);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

/** Signing out only happens by POST; a visit here just goes home. */
export function loader() {
  return redirect("/");
}
