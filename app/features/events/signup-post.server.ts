import { data, redirect } from "react-router";
import { eventPage } from "#app/content/events-page.ts";
import { langOf } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { readPublicPost } from "#app/lib/forms/public-forms.ts";
import { assertSameOrigin, readFormBody } from "#app/platform/api.server.ts";
import { SLUG } from "./public-pages.server.ts";
import { type ReadSignUp, receiveSignUp } from "./receive.server.ts";
import { SIGN_UP_ANCHOR, type SignUpOutcome } from "./signup-panel.tsx";

/**
 * The event page's sign-up form, posted without JavaScript
 * (docs/api.md#the-event-pages-form-posts): the same checks as
 * `POST /api/events/SLUG/registrations` (receive.server.ts: the input, 10 sign-ups an hour per
 * address, the honeypot, the seat, the mails), behind the same 16 KiB body limit and refusal of
 * other sites. A seat or a place on the waitlist answers with a redirect to the page with the
 * result (post/redirect/get: reloading it signs up no one again), at the answer itself; a
 * refusal with the form again.
 */

/** The result in the page's address after a sign-up: `?tilmelding=venteliste&nr=2`. */
const RESULT = { key: "tilmelding", confirmed: "bekraeftet", waitlisted: "venteliste" };

/** The result a page address carries, if any. */
export function resultOf(url: URL): SignUpOutcome {
  const result = url.searchParams.get(RESULT.key);
  if (result === RESULT.confirmed) return { status: "confirmed" };
  const position = Number(url.searchParams.get("nr"));
  if (result === RESULT.waitlisted && Number.isInteger(position) && position > 0) {
    return { status: "waitlisted", position };
  }
  return undefined;
}

const seeOther = { status: 303, headers: NO_STORE_HEADERS };

export async function signUpFromForm(slug: string, request: Request) {
  assertSameOrigin(request);
  // The page's language (docs/pages.md#english): its refusals, its answer, the guest's mails.
  const lang = langOf(new URL(request.url).pathname);
  const form = await readFormBody(request);
  /** What the visitor typed, read by the event's form: sent back with the errors. */
  let values: Record<string, string> = {};
  const refused = (status: number, fieldErrors: Record<string, string>) =>
    data({ values, fieldErrors }, { status, headers: NO_STORE_HEADERS });
  if (!SLUG.test(slug)) return refused(404, {});
  const read: ReadSignUp = (description) => {
    const post = readPublicPost(description, form);
    values = post.draft as Record<string, string>;
    if (post.kind === "valid") return { value: post.value, errors: null };
    return { value: null, errors: post.kind === "invalid" ? post.errors : {} };
  };
  const answer = await receiveSignUp(slug, read, request, { lang });
  const page = eventPath(slug, lang);
  switch (answer.kind) {
    case "invalid":
      return refused(400, answer.fieldErrors);
    case "rate-limited":
      return refused(429, { form: eventPage[lang].rateLimited });
    case "not-found":
      return refused(404, {});
    case "closed":
    case "full":
      // The page itself says why (it is drawn from the event as it now stands).
      return refused(409, {});
    case "ignored":
      return redirect(`${page}?${RESULT.key}=${RESULT.confirmed}#${SIGN_UP_ANCHOR}`, seeOther);
    case "registered": {
      const { status, position } = answer.registration;
      const query =
        status === "waitlisted"
          ? `${RESULT.key}=${RESULT.waitlisted}&nr=${position}`
          : `${RESULT.key}=${RESULT.confirmed}`;
      return redirect(`${page}?${query}#${SIGN_UP_ANCHOR}`, seeOther);
    }
  }
}
