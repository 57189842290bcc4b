import { data, Form, redirect, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { AuthLink, AuthPage } from "#app/features/auth/auth-page.tsx";
import { tooManyGuesses } from "#app/features/auth/guess-limit.ts";
import { readPagePost } from "#app/features/auth/page-post.server.ts";
import { codeForm, signInForm } from "#app/features/auth/sign-in-form.ts";
import { type SignInAnswer, SignInForm } from "#app/features/auth/sign-in-view.tsx";
import { NO_STORE_HEADERS, noStoreHeaders } from "#app/lib/cache-control.ts";
import { readPlainPost } from "#app/lib/forms/submission.ts";
import { siteFrom } from "#app/lib/meta.ts";
import { isAdminPath } from "#app/lib/private-paths.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { TOO_MANY_GUESSES } from "#app/platform/auth.server.ts";
import { roleOfUser } from "#app/platform/guards.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { type SignInResult, signIn, signInWithCode } from "#app/platform/sign-in.server.ts";
import { viewerOf } from "#app/platform/viewer.server.ts";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = siteFrom(matches)?.siteName;
  return [
    { title: siteName ? `Log ind – ${siteName}` : "Log ind" },
    { name: "robots", content: "noindex" },
  ];
};

/** Runs React in the browser (see `RouteHandle` in root.tsx). */
export const handle: RouteHandle = { hydrate: true };

/** Never kept; a sign-in held back by a limit says when to come back (Retry-After). */
export const headers: Route.HeadersFunction = noStoreHeaders;

/** Staff land on redirectTo or /admin; others on redirectTo (if not admin-only) or /. */
function destination(redirectTo: string | null, staff: boolean): string | null {
  if (staff) return redirectTo ?? ADMIN_PATH;
  if (redirectTo && isAdminPath(redirectTo)) return null;
  return redirectTo ?? "/";
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const viewer = await viewerOf(request);
  if (viewer) {
    const to = destination(redirectTo, viewer.role !== null);
    if (to) throw redirect(to);
  }
  return { redirectTo, signedInAs: viewer?.email ?? null };
}

const MESSAGES: Record<number, string> = {
  401: "Forkert e-mail eller adgangskode.",
  413: "Det sendte er for stort til at være et login.",
  415: "Log ind med formularen på siden.",
  429: "For mange loginforsøg. Vent et minut, og prøv igen.",
};

const UNAVAILABLE = "Login er ikke muligt lige nu. Prøv igen om lidt.";

const CODE_MESSAGES: Record<number, string> = {
  401: "Koden passer ikke. Prøv igen med en ny kode.",
  429: "For mange forsøg. Vent et øjeblik, og prøv igen.",
};

/** The pending sign-in is gone (10 minutes passed, or 5 wrong codes): start again. */
const START_AGAIN =
  "Log ind igen: tiden til at skrive koden er gået, eller der var for mange forkerte koder.";

function refused(
  status: number,
  answer: SignInAnswer,
  retryAfter?: string,
  cookies: string[] = [],
) {
  const headers = new Headers(retryAfter ? { "Retry-After": retryAfter } : {});
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return data(answer, { status, headers });
}

const failed = (error: unknown): SignInResult => {
  log.error(errorFields(error), "sign-in failed");
  return { ok: false, status: 503 };
};

/** Signed in: the session's cookies, and on to where the person belongs. */
async function signedIn(result: { userId: string; cookies: string[] }, redirectTo: string | null) {
  const headers = new Headers(NO_STORE_HEADERS);
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  const role = await roleOfUser(result.userId);
  return redirect(destination(redirectTo, role !== null) ?? "/", { headers });
}

/** The second step (two-factor on): the code, and the pending sign-in's cookie. */
async function codeStep(request: Request, form: URLSearchParams) {
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const post = readPlainPost(codeForm, form);
  if (!post.ok) return refused(400, { step: "code", errors: post.errors });
  const result = await signInWithCode(request, post.value.code).catch(failed);
  if (result.ok === true) return signedIn(result, redirectTo);
  if (result.ok === "code") return refused(400, { step: "code", error: UNAVAILABLE });
  const expired = result.code === "INVALID_TWO_FACTOR_COOKIE" || result.status === 400;
  if (expired) return refused(401, { error: START_AGAIN });
  return refused(
    result.status,
    { step: "code", error: CODE_MESSAGES[result.status] ?? UNAVAILABLE },
    result.retryAfter,
  );
}

export async function action({ request }: Route.ActionArgs) {
  const posted = await readPagePost(request);
  if ("refused" in posted) {
    return refused(posted.refused, { error: MESSAGES[posted.refused] ?? UNAVAILABLE });
  }
  const { form } = posted;
  if (form.get("step") === "code") return codeStep(request, form);
  const post = readPlainPost(signInForm, form);
  const values = { email: form.get("email") ?? "" };
  if (!post.ok) return refused(400, { errors: post.errors, values });
  const { email, password } = post.value;
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const result = await signIn(request, email, password).catch(failed);
  if (result.ok === "code") return refused(200, { step: "code" }, undefined, result.cookies);
  if (!result.ok) {
    // Unknown e-mail, wrong password and an address better-auth refuses all read the same.
    const status = result.status === 400 ? 401 : result.status;
    const error =
      result.code === TOO_MANY_GUESSES
        ? tooManyGuesses(Number(result.retryAfter))
        : (MESSAGES[status] ?? UNAVAILABLE);
    return refused(status, { error, values }, result.retryAfter);
  }
  return signedIn(result, redirectTo);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthPage title="Log ind">
      {loaderData.signedInAs ? (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
          <p>
            Du er logget ind som {loaderData.signedInAs}, men kontoen har ikke adgang til
            administrationen. Log ind med en anden konto nedenfor.
          </p>
          <Form method="post" action="/logout">
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Log ud
            </button>
          </Form>
        </div>
      ) : (
        <p className="text-muted">
          For centrets personale. En administrator inviterer nye medarbejdere.
        </p>
      )}
      {actionData?.step === "code" ? (
        <>
          <p>
            Tofaktor er slået til for kontoen. Skriv koden fra din godkendelsesapp, eller en af dine
            gendannelseskoder.
          </p>
          <SignInForm
            step="code"
            answer={actionData}
            redirectTo={loaderData.redirectTo}
            submitting={submitting}
          />
        </>
      ) : (
        <>
          <SignInForm
            step="password"
            answer={actionData}
            redirectTo={loaderData.redirectTo}
            submitting={submitting}
          />
          <AuthLink to="/auth/glemt">Glemt adgangskode?</AuthLink>
        </>
      )}
    </AuthPage>
  );
}
