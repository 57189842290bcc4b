import { data, Link, useNavigation } from "react-router";
import { PlainForm } from "#app/components/forms/plain-form.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { AuthPage } from "#app/features/auth/auth-page.tsx";
import { readPagePost } from "#app/features/auth/page-post.server.ts";
import { resetForm } from "#app/features/auth/password-forms.ts";
import { resetPassword, takeResetPost } from "#app/features/auth/password-reset.server.ts";
import { NO_STORE_HEADERS, noStoreHeaders } from "#app/lib/cache-control.ts";
import { readPlainPost } from "#app/lib/forms/submission.ts";
import { database } from "#app/platform/database.server.ts";
import { userOfToken } from "#app/platform/user-tokens.server.ts";
import type { Route } from "./+types/reset";

/**
 * `/auth/nulstil/TOKEN` (docs/api.md#sign-in-a-forgotten-password-and-the-account-page): the mailed
 * link. A new password typed twice; then the person signs in with it at /auth (not signed in here:
 * with two-factor on, the code is still asked for). An old, used or unknown link changes nothing
 * and says so (410).
 */

const EXPIRED = "Linket er udløbet eller allerede brugt";

export const meta: Route.MetaFunction = () => [
  { title: "Ny adgangskode" },
  { name: "robots", content: "noindex" },
];

/**
 * The token is in the address: no cache keeps the page, and no other site learns it (the host
 * sends `Referrer-Policy: no-referrer` from every page of a mailed link, lib/token-paths.ts). A
 * post held back by the hourly limit says when to come back.
 */
export const headers: Route.HeadersFunction = noStoreHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const valid = (await userOfToken(database().db, params.token, "reset")) !== null;
  return data({ valid }, { status: valid ? 200 : 410, headers: NO_STORE_HEADERS });
}

type ResetAnswer = {
  error?: string;
  errors?: Record<string, string>;
  done?: boolean;
  expired?: boolean;
};

const answer = (status: number, body: ResetAnswer, extra: Record<string, string> = {}) =>
  data(body, { status, headers: { ...NO_STORE_HEADERS, ...extra } });

export async function action({ request, params }: Route.ActionArgs) {
  const posted = await readPagePost(request);
  if ("refused" in posted) return answer(posted.refused, { error: "Send formularen fra siden." });
  const post = readPlainPost(resetForm, posted.form);
  if (!post.ok) return answer(400, { errors: post.errors });
  // Counted once the post is a password typed twice: the posts that try a link.
  if (!(await takeResetPost(request))) {
    return answer(
      429,
      { error: "For mange forsøg herfra. Vent en time, og prøv igen." },
      { "Retry-After": "3600" },
    );
  }
  const { password } = post.value;
  if (!(await resetPassword(params.token, password))) return answer(410, { expired: true });
  return answer(200, { done: true });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const expired = actionData?.expired || (!loaderData.valid && !actionData?.done);
  return (
    <AuthPage title="Ny adgangskode">
      {actionData?.done ? (
        <div
          role="status"
          className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6"
        >
          <p className="font-semibold">Din nye adgangskode er gemt.</p>
          <p className="text-muted">
            Du er logget ud alle steder. Log ind med den nye adgangskode.
          </p>
          <Link to="/auth" className={buttonClass()}>
            Log ind
          </Link>
        </div>
      ) : expired ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6"
        >
          <p className="font-semibold">{EXPIRED}</p>
          <p className="text-muted">Et link virker i 1 time og kun én gang. Bed om et nyt.</p>
          <Link to="/auth/glemt" className={buttonClass({ variant: "secondary" })}>
            Send et nyt link
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted">Vælg en ny adgangskode til din konto.</p>
          <PlainForm description={resetForm} answer={actionData} submitting={submitting} />
        </>
      )}
    </AuthPage>
  );
}
