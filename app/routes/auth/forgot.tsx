import { data, useNavigation } from "react-router";
import { type PlainAnswer, PlainForm } from "#app/components/forms/plain-form.tsx";
import { AuthLink, AuthPage } from "#app/features/auth/auth-page.tsx";
import { readPagePost } from "#app/features/auth/page-post.server.ts";
import { forgotForm } from "#app/features/auth/password-forms.ts";
import { askForReset } from "#app/features/auth/password-reset.server.ts";
import { NO_STORE_HEADERS, noStoreHeaders } from "#app/lib/cache-control.ts";
import { readPlainPost } from "#app/lib/forms/submission.ts";
import type { Route } from "./+types/forgot";

/**
 * `/auth/glemt` (docs/api.md#sign-in-a-forgotten-password-and-the-account-page): an e-mail address,
 * and one answer for every address — whether or not it has an account, and whether or not a mail
 * goes out (password-reset.server.ts).
 */

const SENT = "Hvis adressen har en konto, har vi sendt et link";

export const meta: Route.MetaFunction = () => [
  { title: "Glemt adgangskode" },
  { name: "robots", content: "noindex" },
];

/** A post held back by the hourly limit says when to come back. */
export const headers: Route.HeadersFunction = noStoreHeaders;

export function loader() {
  return data(null, { headers: NO_STORE_HEADERS });
}

type ForgotAnswer = PlainAnswer & { sent?: boolean };

const answer = (status: number, body: ForgotAnswer, extra: Record<string, string> = {}) =>
  data(body, { status, headers: { ...NO_STORE_HEADERS, ...extra } });

export async function action({ request }: Route.ActionArgs) {
  const posted = await readPagePost(request);
  if ("refused" in posted) return answer(posted.refused, { error: "Send formularen fra siden." });
  const post = readPlainPost(forgotForm, posted.form);
  const values = { email: posted.form.get("email") ?? "" };
  if (!post.ok) return answer(400, { errors: post.errors, values });
  if ((await askForReset(request, post.value.email)) === "limited") {
    return answer(
      429,
      { error: "For mange forespørgsler herfra. Vent en time, og prøv igen.", values },
      { "Retry-After": "3600" },
    );
  }
  return answer(200, { sent: true });
}

export default function Forgot({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthPage title="Glemt adgangskode">
      {actionData?.sent ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-6"
        >
          <p className="font-semibold">{SENT}</p>
          <p className="text-muted">
            Linket virker i 1 time. Kommer der ingen mail, så tjek spamfilteret, eller spørg en
            administrator.
          </p>
        </div>
      ) : (
        <>
          <p className="text-muted">
            Skriv e-mailadressen til din konto. Vi sender et link, hvor du kan vælge en ny
            adgangskode.
          </p>
          <PlainForm description={forgotForm} answer={actionData} submitting={submitting} />
        </>
      )}
      <AuthLink to="/auth">Tilbage til log ind</AuthLink>
    </AuthPage>
  );
}
