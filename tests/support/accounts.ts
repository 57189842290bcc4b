import { randomUUID } from "node:crypto";
import { type ApiClient, apiClient, fetchFresh, nextClientAddress } from "./api-client.ts";

/**
 * Staff accounts made the way an admin makes them (docs/admin.md#staff-accounts): invited through
 * `POST /api/admin/users`, the password chosen on the invitation's page (a plain form post, as a
 * browser without JavaScript sends it).
 *
 *   const staff = await invited(admin, { role: "staff" });  // → { id, email, password, client }
 */

export type InvitedAccount = {
  id: string;
  email: string;
  name: string;
  password: string;
  /** Signed in through the invitation (the session the page made). */
  client: ApiClient;
};

/** Posts the invitation's form; the answer is not followed. */
export function postWelcome(
  inviteUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const origin = new URL(inviteUrl).origin;
  return fetchFresh(inviteUrl, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": nextClientAddress(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookies a response sets, as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

export async function invited(
  admin: ApiClient,
  options: { role?: "admin" | "staff"; email?: string; name?: string } = {},
): Promise<InvitedAccount> {
  const email = options.email ?? `personale-${randomUUID()}@test.example`;
  const name = options.name ?? "Ny Kollega";
  const response = await admin.post("/api/admin/users", {
    email,
    name,
    role: options.role ?? "staff",
  });
  if (response.status !== 201) {
    throw new Error(`invite failed: ${response.status} ${await response.text()}`);
  }
  const body = (await response.json()) as { id: string; invite_url: string };
  const password = `velkommen-${randomUUID()}`;
  const accepted = await postWelcome(body.invite_url, { password, repeat: password });
  if (accepted.status !== 303) {
    throw new Error(`accepting failed: ${accepted.status} ${await accepted.text()}`);
  }
  const origin = new URL(body.invite_url).origin;
  return {
    id: body.id,
    email,
    name,
    password,
    client: apiClient(origin, cookiesOf(accepted), { spreadAddresses: true }),
  };
}
