import { createHmac, timingSafeEqual } from "node:crypto";
import { auth } from "#app/platform/auth.server.ts";

/**
 * The submit form's clock, a spam defence without a third-party CAPTCHA: the page carries the
 * time it was served, signed, and a form sent back sooner than a person can write a testimonial
 * is refused. A person who left the tab open for a day sends it again from a fresh page.
 */

const MIN_FORM_MS = 3_000;
const MAX_FORM_MS = 24 * 60 * 60 * 1000;

function signature(issuedAt: string): string {
  const secret = auth().options.secret ?? "";
  return createHmac("sha256", secret).update(`review-form:${issuedAt}`).digest("base64url");
}

export function formStartToken(at = Date.now()): string {
  return `${at}.${signature(String(at))}`;
}

export type FormTiming = "ok" | "too-soon" | "expired";

export function formTiming(token: unknown, at = Date.now()): FormTiming {
  if (typeof token !== "string") return "expired";
  const [issuedAt = "", given = ""] = token.split(".");
  const expected = Buffer.from(signature(issuedAt));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "expired";
  const age = at - Number(issuedAt);
  if (!(age <= MAX_FORM_MS)) return "expired";
  return age < MIN_FORM_MS ? "too-soon" : "ok";
}
