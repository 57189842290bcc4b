import type { FormDescription } from "./fields.ts";
import { type Post, type PostedFields, readPost } from "./submission.ts";

/**
 * The visitors' forms (the review at `/anmeldelse`, an event's sign-up): each described once, as
 * the admin's forms are (fields.ts), drawn from its description by `PublicForm`
 * (components/forms/public-form.tsx) and read back by `readPublicPost`. Their JSON endpoints
 * check a body with the description's schema. Every one carries the honeypot.
 */

/**
 * The honeypot: a field people never see and form-filling bots fill in. A post (or JSON body)
 * with it filled is answered as a success and stores nothing. Its name, said once.
 */
export const HONEYPOT = "website";

/** A visitors' form: its description and the words of its frame. */
export type PublicFormDescription = FormDescription & {
  copy: { submit: string; errorSummary: string; honeypot: string };
};

/** Whether the honeypot was filled in: in a form post, or in a JSON body or checked value. */
export function honeypotFilled(posted: PostedFields | Record<string, unknown>): boolean {
  const value =
    typeof posted.get === "function"
      ? (posted as PostedFields).get(HONEYPOT)
      : (posted as Record<string, unknown>)[HONEYPOT];
  return typeof value === "string" ? value.trim() !== "" : Boolean(value);
}

/**
 * A visitors' form post read by its description (`readPost`): the value its schema accepts, with
 * the honeypot as it came (every visitors' schema takes it), or the errors by field; and the
 * draft, to draw again after a refusal.
 */
export function readPublicPost(description: PublicFormDescription, form: PostedFields): Post {
  const post = readPost(description, form);
  if (post.kind !== "valid") return post;
  return { ...post, value: { ...(post.value as object), [HONEYPOT]: form.get(HONEYPOT) ?? "" } };
}
