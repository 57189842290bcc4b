import type { Asking } from "#app/components/admin/confirm-notice.tsx";
import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { EventsScreen } from "#app/features/events/admin/events-screen.tsx";
import type { RegistrationsView } from "#app/features/events/admin/registrations-panel.tsx";
import { eventAction } from "#app/features/events/admin-action.server.ts";
import { REGISTRATION_LIMITS } from "#app/features/events/limits.ts";
import { adminEventsPage, findEvent } from "#app/features/events/queries.server.ts";
import { registrationsPage } from "#app/features/events/registrations.server.ts";
import {
  ASKING_INTENTS,
  type AskingIntent,
  cancelQuestion,
  DELETE_INTENT,
  deleteQuestion,
  LEAVE_INTENT,
  leaveQuestion,
  RESET_BRACKET_INTENT,
} from "#app/features/events/row-actions.ts";
import { eventRowPosts } from "#app/features/events/row-posts.server.ts";
import { staffNight } from "#app/features/tournaments/night.server.ts";
import {
  NIGHT_ANCHOR,
  NIGHT_INTENTS,
  resetBracketQuestion,
} from "#app/features/tournaments/night.ts";
import { nightPosts } from "#app/features/tournaments/night-posts.server.ts";
import {
  askedFor,
  formActionWithRow,
  pageData,
  requireScreen,
} from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/events";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

/** Past events shown at first (`?tidligere=N` shows more), and registrations per page. */
const PAST_SHOWN = 20;
const PAST_MAX = 2000;
const REGISTRATIONS_PAGE = 50;

const count = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

/**
 * The events to come and the latest past ones; `?rediger=ID` opens one in the form (the list's
 * button before React runs), `?tilmeldinger=ID&fra=N` shows its registrations (`&q=` those found); a row's button
 * that asks first asks on the page (`askedAbout`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not staff gets the redirect and nothing else.
  await requireScreen(request, ADMIN_SCREENS.events);
  const params = new URL(request.url).searchParams;
  const db = database().db;
  const pastLimit = Math.max(PAST_SHOWN, count(params.get("tidligere"), PAST_SHOWN, PAST_MAX));
  const page = await adminEventsPage(db, pastLimit);
  const editId = params.get("rediger");
  const editing = editId ? ((await findEvent(db, editId.slice(0, 100))) ?? null) : null;
  const shownId = params.get("tilmeldinger");
  const shown = shownId ? await findEvent(db, shownId.slice(0, 100)) : undefined;
  let registrations: RegistrationsView | null = null;
  if (shown) {
    const wanted = count(params.get("fra"), 0, Number.MAX_SAFE_INTEGER);
    const q = (params.get("q") ?? "").trim().slice(0, REGISTRATION_LIMITS.search);
    const read = (from: number) => registrationsPage(db, shown.id, from, REGISTRATIONS_PAGE, q);
    let { rows, total } = await read(wanted);
    // Past the end (the list shrank, or a link was typed): the last page.
    const from = Math.min(wanted, Math.max(0, total - 1));
    if (from !== wanted) ({ rows } = await read(from));
    registrations = { event: shown, rows, total, from, page: REGISTRATIONS_PAGE, q };
  }
  // A tournament's night beside its registrations (docs/admin.md, "The tournament night").
  const night = shown ? await staffNight(db, shown, params) : null;
  return pageData(request, {
    ...page,
    pastLimit,
    editing,
    registrations,
    night,
    asking: await askedAbout(params, registrations),
  });
}

/**
 * `?aflys=ID`, `?slet=ID` or `?afmeld=ID` (a row's button before React runs): the question to
 * ask, while there is still something to do (an event not cancelled, a registration not
 * cancelled and among those shown).
 */
async function askedAbout(
  params: URLSearchParams,
  shown: RegistrationsView | null,
): Promise<Asking<AskingIntent> | null> {
  const asked = askedFor(params, ASKING_INTENTS);
  if (!asked) return null;
  if (asked.intent === LEAVE_INTENT) {
    const registration = shown?.rows.find((r) => r.id === asked.id);
    return shown && registration && registration.status !== "cancelled"
      ? { ...asked, question: leaveQuestion(registration, shown.event) }
      : null;
  }
  const event = await findEvent(database().db, asked.id);
  if (!event) return null;
  if (asked.intent === RESET_BRACKET_INTENT) {
    return { ...asked, question: resetBracketQuestion(event.title) };
  }
  if (asked.intent === DELETE_INTENT) return { ...asked, question: deleteQuestion(event) };
  return event.status === "cancelled" ? null : { ...asked, question: cancelQuestion(event.title) };
}

const NIGHT_POSTED: readonly string[] = Object.values(NIGHT_INTENTS);

/**
 * The event form, posted: created, updated, refused or merged (docs/admin.md#events); or a
 * row's button, posted before the page's script ran (back to the view it came from); or a
 * tournament night's button (back to the night).
 */
export const action = formActionWithRow(
  ADMIN_SCREENS.events,
  eventAction,
  { ...eventRowPosts, ...nightPosts },
  (intent) => (NIGHT_POSTED.includes(intent) ? NIGHT_ANCHOR : "#tilmeldinger"),
);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("events");

export default screenPage<Route.ComponentProps>(EventsScreen);
