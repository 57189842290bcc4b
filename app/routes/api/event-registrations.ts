import { signUpErrors } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { receiveSignUp } from "#app/features/events/receive.server.ts";
import { check } from "#app/lib/forms/errors.ts";
import {
  invalidFields,
  jsonError,
  methodNotAllowed,
  privateJson,
  publicPost,
  readJsonPost,
  tooManySubmissions,
} from "#app/platform/api.server.ts";
import type { Route } from "./+types/event-registrations";

/** Only POST: a sign-up is not something to read back here. */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST /api/events/SLUG/registrations (docs/api.md#event-sign-up-and-calendar-feeds): `{ name, email, team_name? }`, sent as
 * JSON (anything else 415) → 201 with the seat or the place on the waitlist; the same e-mail again
 * → 201 with what it holds, so the answer never tells that the address had signed up before.
 * `"lang": "en"` (an English page's sign-up, docs/pages.md#english): the refusals in English, and
 * every mail about the registration.
 */
export function action({ request, params }: Route.ActionArgs) {
  return publicPost(request, "POST", async () => {
    const body = await readJsonPost(request);
    const lang: Lang = body.lang === "en" ? "en" : "da";
    const words = signUpErrors[lang];
    const notFound = () => jsonError(404, words.notFound);
    if (!/^[a-z0-9-]{1,80}$/.test(params.slug)) return notFound();
    const read = (form: { schema: Parameters<typeof check>[0] }) => check(form.schema, body);
    const answer = await receiveSignUp(params.slug, read, request, { lang });
    switch (answer.kind) {
      case "invalid":
        return invalidFields(answer.fieldErrors);
      case "not-found":
        return notFound();
      case "rate-limited":
        return tooManySubmissions(words.rateLimited);
      case "closed":
      case "full":
        return jsonError(409, answer.kind);
      case "ignored":
        return privateJson({ status: "confirmed" }, 201);
      case "registered": {
        const { status, position } = answer.registration;
        const body = status === "waitlisted" ? { status, position } : { status };
        return privateJson(body, 201);
      }
    }
  });
}
