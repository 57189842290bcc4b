import { data } from "react-router";
import type { ScreenEntry } from "#app/content/admin-screens.ts";
import { NO_STORE_HEADERS, noStoreHeaders } from "#app/lib/cache-control.ts";
import type { FormOutcome, Toast } from "#app/lib/forms/outcome.ts";
import { pageAddress } from "#app/lib/page-address.ts";
import { assertSameOrigin, readFormBody } from "./api.server.ts";
import { answerForm, isDocumentPost, redirectWithToast, takeToast } from "./form-post.server.ts";
import { requireStaff, type StaffSession } from "./guards.server.ts";

/**
 * The server's side of an admin screen's route (`routes/admin`), each named in the table of
 * screens (content/admin-screens.ts); the browser's side is `components/admin/screen-page.tsx`.
 */

/** A screen's answers are never stored by a browser or proxy (a route's `headers`). */
export const screenHeaders = noStoreHeaders;

/** The page's data with the toast a redirect left for it (and the header that forgets it). */
export function pageData<Body extends object>(request: Request, body: Body) {
  const { toast, headers } = takeToast(request);
  return data({ ...body, toast }, { headers: { ...NO_STORE_HEADERS, ...headers } });
}

/**
 * The guard of a screen, as the table of screens says who may enter: staff and admins, or admins
 * alone (staff get 403). Every loader and action of a screen calls it first.
 */
export function requireScreen(request: Request, screen: ScreenEntry): Promise<StaffSession> {
  return requireStaff(request, screen.who === "admin" ? "admin" : undefined);
}

/**
 * The screen's action for its form: `run` reads the post with the session the guard let through.
 * The guard runs inside `answerForm`, so a session that ended while the form was typed in is said
 * in place, with the text kept. A save posted without JavaScript goes back to the screen, or
 * where `savedTo` says from the save and the posted address (null: drawn in place).
 */
export function formAction(
  screen: ScreenEntry,
  run: (request: Request, session: StaffSession) => Promise<FormOutcome>,
  savedTo: (saved: FormOutcome, url: URL) => string | null = () => screen.path,
) {
  return ({ request }: { request: Request }) =>
    answerForm(
      request,
      (saved) => savedTo(saved, new URL(request.url)),
      async () => run(request, await requireScreen(request, screen)),
    );
}

/**
 * The action of a screen whose forms give answers of their own (`/admin/konto`: an editor form
 * beside plain forms, each posting its name as `form`): a post from this site only, the guard,
 * then `run`.
 */
export function screenAction<Answer>(
  screen: ScreenEntry,
  run: (request: Request, session: StaffSession) => Promise<Answer>,
) {
  return async ({ request }: { request: Request }) => {
    assertSameOrigin(request);
    return run(request, await requireScreen(request, screen));
  };
}

/** A row's button posted by the browser itself, by its `intent`: done, and said in a toast. */
export type RowPosts = Record<
  string,
  (form: URLSearchParams, url: URL, session: StaffSession) => Promise<Toast>
>;

/**
 * The question a row's button asked for before React ran (`?slet=ID`, named as its intent): the
 * intent and the row's id, or null.
 */
export function askedFor<Intent extends string>(
  params: URLSearchParams,
  intents: readonly Intent[],
): { intent: Intent; id: string } | null {
  const intent = intents.find((name) => params.get(name));
  return intent ? { intent, id: (params.get(intent) ?? "").slice(0, 100) } : null;
}

/**
 * The page's action for its editor's form (`run` on `screen`, answered as `formAction` answers
 * it) and for the rows' buttons that the browser posts itself until React runs (or without
 * JavaScript), told by their `intent`:
 * `rows` do it with the session the guard let through and say how it went, and the browser goes
 * back to the view it posted from (and to `anchor` on it) with that toast. A question's address
 * (`?slet=ID`, named as its intent) is left once it is answered, and shown again when refused.
 * The guard comes before the body is read: someone it turns away is answered at once, as the
 * editor's form answers them, and their body is never waited for (docs/security.md). `anchor`
 * may depend on the intent (the part of the page the button belongs to).
 */
export function formActionWithRow(
  screen: ScreenEntry,
  run: Parameters<typeof formAction>[1],
  rows: RowPosts,
  anchor: string | ((intent: string) => string) = "",
) {
  const editor = formAction(screen, run);
  return async ({ request }: { request: Request }) => {
    assertSameOrigin(request);
    const session = await requireStaff(request).catch(() => null);
    if (!session) return editor({ request });
    const form = await readFormBody(request.clone());
    const intent = form.get("intent") ?? "";
    const row = Object.hasOwn(rows, intent) ? rows[intent] : undefined;
    if (!row) return editor({ request });
    // The page's own address: a post React made goes to its `.data` (lib/page-address.ts).
    const url = new URL(pageAddress(request.url), request.url);
    const toast = await row(form, url, session);
    if (toast.variant !== "destructive") url.searchParams.delete(intent);
    // The browser's own post comes back to the part of the page it was made in; the page
    // React posts from stays where it is (the redirect keeps the form's `preventScrollReset`).
    const to = !isDocumentPost(request) ? "" : typeof anchor === "string" ? anchor : anchor(intent);
    return redirectWithToast(`${url.pathname}${url.search}${to}`, toast);
  };
}
