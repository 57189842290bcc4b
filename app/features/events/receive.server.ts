import type { Lang } from "#app/content/language.ts";
import { honeypotFilled } from "#app/lib/forms/public-forms.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/platform/client-address.ts";
import { database } from "#app/platform/database.server.ts";
import { takeSubmission } from "#app/platform/submission-limit.server.ts";
import { mailSignUp } from "./mails.server.ts";
import { publicSignUpShape } from "./queries.server.ts";
import { type SignUpResult, signUp } from "./registrations.server.ts";
import type { RegistrationInput } from "./schema.ts";
import { type SignUpForm, signUpForm } from "./signup-form-fields.ts";

/**
 * Sign-ups per client address and hour, across instances
 * (docs/api.md#post-apieventsslugregistrations).
 */
export const SIGN_UPS_PER_HOUR = 10;

export type SignUpAnswer =
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  /** A filled honeypot: answered as a seat, nothing stored. */
  | { kind: "ignored" }
  | Exclude<SignUpResult, { kind: "registered" }>
  /**
   * The store's whole result (event, registration, its new cancel link's token, whether it was
   * a repeat): what the confirmation or waitlist e-mail is made from, after the answer has gone.
   */
  | Extract<SignUpResult, { kind: "registered" }>;

/**
 * The input as its edge reads it by the event's sign-up form: the value the form's schema
 * accepts, or the errors by field.
 */
export type ReadSignUp = (
  form: SignUpForm,
) => { value: unknown; errors: null } | { value: null; errors: Record<string, string> };

/**
 * A guest's sign-up from the JSON API or the event page's form post: the event first (its team
 * size decides which form is asked: `read` reads the input by it, once), then the honeypot, and
 * the hourly limit per address with the seat in one transaction (a bot's post is counted too;
 * pages showing seats follow on every instance: registrations.server.ts). The mails go after the
 * answer, in `lang`: the language of the page (or the API's `lang`) it came from.
 */
export async function receiveSignUp(
  slug: string,
  read: ReadSignUp,
  request: Request,
  { now = new Date(), lang = "da" }: { now?: Date; lang?: Lang } = {},
): Promise<SignUpAnswer> {
  const db = database().db;
  const event = await publicSignUpShape(db, slug);
  if (!event) return { kind: "not-found" };
  const input = read(signUpForm(event.team_size, event.kind, lang));
  if (input.errors) return { kind: "invalid", fieldErrors: input.errors };
  const value = input.value as RegistrationInput;
  // Set by our own server from the socket (or the trusted proxy), never taken from the client.
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const limit = { address, perHour: SIGN_UPS_PER_HOUR };
  if (honeypotFilled(value)) {
    const counted = await db
      .transaction()
      .execute((trx) => takeSubmission(trx, "event-signup", address, limit.perHour, now.getTime()));
    return counted ? { kind: "ignored" } : { kind: "rate-limited" };
  }
  const result = await signUp(db, slug, value, now, limit);
  // Sent after the answer; a repeat gets its mail again, with a link of its own.
  if (result.kind === "registered") mailSignUp(result);
  return result;
}
