import { createHmac } from "node:crypto";

/**
 * RFC 6238 written out for the tests (HMAC-SHA-1, 30-second steps, 6 digits), independent of
 * the library the site uses: a code computed here from the `otpauth://` URI's secret is what an
 * authenticator app would show.
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The secret of an `otpauth://totp/…?secret=…` URI. */
export function secretOf(uri: string): Buffer {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return base32Decode(secret);
}

/** The code for `at` (RFC 4226's dynamic truncation of HMAC-SHA-1 over the 30-second step). */
export function totp(secret: Buffer, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}
