import { createHash, randomBytes } from "node:crypto";

/**
 * The secret in a mailed link (invitations, password resets, a sign-up's cancel link;
 * docs/security.md): 256 random bits, of which only the SHA-256 hash is stored, so a copy of the
 * database opens no link. A plain hash suffices because the token itself is random, not a password.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
