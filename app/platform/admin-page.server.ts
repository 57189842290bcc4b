import { data } from "react-router";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import type { FormOutcome, Toast } from "#app/lib/forms/outcome.ts";
import { assertSameOrigin, readFormBody } from "./api.server.ts";
import { answerForm, redirectWithToast, takeToast } from "./form-post.server.ts";
import { requireStaff, type StaffSession } from "./guards.server.ts";

/**
 * The server's side of an admin page (`routes/admin`); the browser's side is
 * `components/admin/form-page.tsx`.
 */

/** The page's data with the toast a redirect left for it (and the header that forgets it). */
export function pageData<Body extends object>(request: Request, body: Body) {
  const { toast, headers } = takeToast(request);
  return data({ ...body, toast }, { headers: { ...NO_STORE_HEADERS, ...headers } });
}

/**
 * The page's action for its form: `run` reads the post with the session the guard let through
 * (staff, or `only` admins). The guard runs inside `answerForm`, so a session that ended while
 * the form was typed in is said in place, with the text kept.
 */
export function formAction(
  savedTo: Parameters<typeof answerForm>[1],
  run: (request: Request, session: StaffSession) => Promise<FormOutcome>,
  only?: "admin",
) {
  return ({ request }: { request: Request }) =>
    answerForm(request, savedTo, async () => run(request, await requireStaff(request, only)));
}

/**
 * The page's action for its editor's form (`editor`, a `formAction`) and for a row's button that
 * the browser posts itself until React runs (or without JavaScript), told by its `intent`: `row`
 * does it with the session the guard let through and says how it went, and the browser goes back
 * to the view it posted from (and to `anchor` on it) with that toast.
 */
export function formActionWithRow(
  editor: ReturnType<typeof formAction>,
  intent: string,
  row: (form: URLSearchParams, url: URL, session: StaffSession) => Promise<Toast>,
  anchor = "",
) {
  return async ({ request }: { request: Request }) => {
    const form = await readFormBody(request.clone());
    if (form.get("intent") !== intent) return editor({ request });
    assertSameOrigin(request);
    const session = await requireStaff(request);
    const url = new URL(request.url);
    return redirectWithToast(
      `${url.pathname}${url.search}${anchor}`,
      await row(form, url, session),
    );
  };
}
