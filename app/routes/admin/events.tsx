import { formPage, formPageExports } from "#app/components/admin/form-page.tsx";
import { EventsScreen } from "#app/features/events/admin/events-screen.tsx";
import { eventAction } from "#app/features/events/admin-action.server.ts";
import { checkInPosted } from "#app/features/events/check-in-post.server.ts";
import { CHECK_IN_INTENT } from "#app/features/events/limits.ts";
import { adminEventsPage, findEvent } from "#app/features/events/queries.server.ts";
import { registrationsPage } from "#app/features/events/registrations.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { formAction, formActionWithRow, pageData } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/events";

/** Past events shown at first (`?tidligere=N` shows more), and registrations per page. */
const PAST_SHOWN = 20;
const PAST_MAX = 2000;
const REGISTRATIONS_PAGE = 100;

const count = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

/**
 * The events to come and the latest past ones; `?rediger=ID` opens one in the form (the list's
 * button before React runs), `?tilmeldinger=ID&fra=N` shows its registrations.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not staff gets the redirect and nothing else.
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const db = database().db;
  const pastLimit = Math.max(PAST_SHOWN, count(params.get("tidligere"), PAST_SHOWN, PAST_MAX));
  const page = await adminEventsPage(db, pastLimit);
  const editId = params.get("rediger");
  const editing = editId ? ((await findEvent(db, editId.slice(0, 100))) ?? null) : null;
  const shownId = params.get("tilmeldinger");
  const shown = shownId ? await findEvent(db, shownId.slice(0, 100)) : undefined;
  let registrations = null;
  if (shown) {
    const wanted = count(params.get("fra"), 0, Number.MAX_SAFE_INTEGER);
    let { rows, total } = await registrationsPage(db, shown.id, wanted, REGISTRATIONS_PAGE);
    // Past the end (the list shrank, or a link was typed): the last page.
    const from = Math.min(wanted, Math.max(0, total - 1));
    if (from !== wanted)
      ({ rows } = await registrationsPage(db, shown.id, from, REGISTRATIONS_PAGE));
    registrations = { event: shown, rows, total, from, page: REGISTRATIONS_PAGE };
  }
  return pageData(request, { ...page, pastLimit, editing, registrations });
}

/**
 * The event form, posted: created, updated, refused or merged (product.md §11); or a
 * registration's `Tjek ind`, posted before the page's script ran (back to the registrations).
 */
export const action = formActionWithRow(
  formAction("/admin/begivenheder", eventAction),
  CHECK_IN_INTENT,
  checkInPosted,
  "#tilmeldinger",
);

export const { clientAction, shouldRevalidate, handle, meta } = formPageExports("begivenheder");

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export default formPage<Route.ComponentProps>(EventsScreen);
