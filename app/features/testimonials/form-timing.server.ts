import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { auth } from "#app/platform/auth.server.ts";

/**
 * The submit form's clock, a spam defence without a third-party CAPTCHA: the page carries the
 * time it was served, signed, and a form sent back sooner than a person can write a testimonial
 * is refused. A person who left the tab open for hours sends it again from a fresh page. Each
 * start time is good for one testimonial (a random part makes each one unique;
 * `submitTestimonial` spends it).
 */

const MIN_FORM_MS = 3_000;
/** Ample for writing a review; a start time kept longer is no longer worth replaying. */
export const MAX_FORM_MS = 2 * 60 * 60 * 1000;

function signature(issued: string): string {
  const secret = auth().options.secret ?? "";
  return createHmac("sha256", secret).update(`review-form:${issued}`).digest("base64url");
}

export function formStartToken(at = Date.now()): string {
  const issued = `${at}.${randomBytes(12).toString("base64url")}`;
  return `${issued}.${signature(issued)}`;
}

export type FormTiming = "ok" | "too-soon" | "expired";

export function formTiming(token: unknown, at = Date.now()): FormTiming {
  if (typeof token !== "string") return "expired";
  const cut = token.lastIndexOf(".");
  const issued = token.slice(0, cut);
  const expected = Buffer.from(signature(issued));
  const actual = Buffer.from(token.slice(cut + 1));
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "expired";
  const age = at - Number(issued.split(".")[0]);
  if (!(age <= MAX_FORM_MS)) return "expired";
  return age < MIN_FORM_MS ? "too-soon" : "ok";
}
