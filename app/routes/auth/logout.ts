import { redirect } from "react-router";
import { assertSameOrigin } from "~/server/api.server";
import { signOut } from "~/server/sign-in.server";
import type { Route } from "./+types/logout";

/** POST /logout: ends the server-side session (better-auth) and goes home. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const cookies = await signOut(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

/** Signing out only happens by POST; a visit here just goes home. */
export function loader() {
  return redirect("/");
}
