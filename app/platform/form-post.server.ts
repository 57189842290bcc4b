import { data, redirect } from "react-router";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { errorToast, type FormOutcome, type Toast } from "#app/lib/forms/outcome.ts";
import { settings } from "./env.server.ts";

/**
 * The server's side of a form post (one way for every form of the site): a post the browser
 * made itself — without JavaScript — is answered like a form always was, by a redirect after a
 * save (with its toast in a cookie for the next page) or by the page drawn again with the
 * errors; the enhanced page's own request gets the outcome as data and shows it in place.
 */

/** A browser's own form post is a navigation; the enhanced page's request is a fetch. */
export function isDocumentPost(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate";
}

const COOKIE = "fgc-toast";

function cookie(value: string, maxAge: number) {
  const secure = new URL(settings().SITE_URL).protocol === "https:" ? "; Secure" : "";
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * After a save posted without JavaScript: to `url`, where the toast is shown once. `cookies`
 * go along (a change that renewed the session).
 */
export function redirectWithToast(url: string, toast: Toast, cookies: string[] = []): Response {
  const headers = new Headers(NO_STORE_HEADERS);
  headers.append("Set-Cookie", cookie(encodeURIComponent(JSON.stringify(toast)), 60));
  for (const line of cookies) headers.append("Set-Cookie", line);
  return redirect(url, { status: 303, headers });
}

/** The toast a redirect left for this page, and the header that forgets it. */
export function takeToast(request: Request): { toast: Toast | null; headers: HeadersInit } {
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return { toast: null, headers: {} };
  let toast: Toast | null = null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<Toast>;
    if (typeof parsed.title === "string") {
      toast = {
        title: parsed.title.slice(0, 100),
        ...(typeof parsed.description === "string"
          ? { description: parsed.description.slice(0, 300) }
          : {}),
        // A refusal stays one: said as an error (a toast that alerts), not as a success.
        ...(parsed.variant === "destructive" ? { variant: "destructive" as const } : {}),
      };
    }
  } catch {
    // A cookie that is not ours is dropped below.
  }
  return { toast, headers: { "Set-Cookie": cookie("", 0) } };
}

/** The enhanced page's post met an expired session: said in place, the text kept. */
const SIGNED_OUT: FormOutcome = {
  status: "failed",
  code: 401,
  toast: errorToast(
    "Du er ikke logget ind længere. Log ind igen, og gem så igen: din tekst er gemt her.",
  ),
};

/**
 * A form's route action: `run` reads the post (its guard first) and says how it went. A save
 * posted without JavaScript is answered by a redirect to `savedTo` with its toast; everything
 * else as data. A guard's redirect to /auth stays a redirect for a browser's own post, and is
 * the signed-out answer for the enhanced page, which keeps the typed text. `savedTo` may look
 * at the save and say null: a page that shows something once (an invitation's link) is drawn
 * from the answer instead of redirecting.
 */
export async function answerForm(
  request: Request,
  savedTo: string | ((saved: FormOutcome) => string | null),
  run: () => Promise<FormOutcome>,
) {
  const headers = NO_STORE_HEADERS;
  let outcome: FormOutcome;
  try {
    outcome = await run();
  } catch (error) {
    const redirected = error instanceof Response && error.status >= 300 && error.status < 400;
    if (!redirected || isDocumentPost(request)) throw error;
    outcome = SIGNED_OUT;
  }
  const to = typeof savedTo === "string" ? savedTo : savedTo(outcome);
  if (outcome.status === "saved" && isDocumentPost(request) && to !== null) {
    return redirectWithToast(to, outcome.toast);
  }
  return data(outcome, { status: outcomeStatus(outcome), headers });
}

/** The HTTP status an outcome is sent with. */
function outcomeStatus(outcome: FormOutcome): number {
  switch (outcome.status) {
    case "invalid":
      return 400;
    case "conflict":
      return 409;
    case "failed":
      return outcome.code || 500;
    default:
      return 200;
  }
}
