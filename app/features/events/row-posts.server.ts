import { deletedToast } from "#app/components/admin/confirm-notice.tsx";
import { errorToast as failed } from "#app/lib/forms/outcome.ts";
import type { RowPosts } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { findEvent } from "./queries.server.ts";
import {
  CANCEL_INTENT,
  CANCELLED_TOAST,
  CHECK_IN_INTENT,
  DELETE_INTENT,
  deletedText,
  LEAVE_INTENT,
  leftToast,
} from "./row-actions.ts";
import { cancelInput, deleteInput, MESSAGE_NEEDED } from "./schema.ts";
import { staffCancelEvent, staffChangeRegistration, staffDeleteEvent } from "./staff.server.ts";

const EVENT_GONE = failed("Begivenheden findes ikke længere.");
const REGISTRATION_GONE = failed("Tilmeldingen findes ikke længere.");

const idOf = (value: string | null) => (value ?? "").slice(0, 100);
/** The event whose registrations the page shows (`?tilmeldinger=ID`). */
const shownEvent = (url: URL) => idOf(url.searchParams.get("tilmeldinger"));

/**
 * The events' and registrations' row buttons posted by the browser itself (`formActionWithRow`:
 * before React runs, or without JavaScript), each done as the API does it. `Tjek ind` posts at
 * once: its button's name is the state wanted (`ind`, `ud`), not a toggle, so a click sent twice
 * checks in once, and its value is the registration. `Aflys`, `Slet` and `Afmeld` post from the
 * page's question.
 */
export const eventRowPosts: RowPosts = {
  [CHECK_IN_INTENT]: async (form, url, session) => {
    const checkedIn = form.has("ind");
    const id = idOf(form.get(checkedIn ? "ind" : "ud"));
    const result = await staffChangeRegistration(session.user.email, shownEvent(url), id, {
      checked_in: checkedIn,
    });
    if (result.kind === "not-found") return REGISTRATION_GONE;
    const name = result.registration.name ?? "Gæsten";
    return checkedIn
      ? { title: "Tjekket ind", description: `${name} er tjekket ind.` }
      : { title: "Indtjekning fjernet", description: `${name} er ikke tjekket ind.` };
  },
  [LEAVE_INTENT]: async (form, url, session) => {
    const result = await staffChangeRegistration(
      session.user.email,
      shownEvent(url),
      idOf(form.get("id")),
      { status: "cancelled" },
    );
    return result.kind === "not-found" ? REGISTRATION_GONE : leftToast(result.registration.name);
  },
  [CANCEL_INTENT]: async (form, _url, session) => {
    const input = cancelInput.safeParse({ message: form.get("message") ?? undefined });
    if (!input.success) return failed(input.error.issues[0]?.message ?? "Skriv en besked");
    const result = await staffCancelEvent(
      session.user.email,
      idOf(form.get("id")),
      input.data.message,
    );
    if (result.kind === "not-found") return EVENT_GONE;
    return result.kind === "cancelled"
      ? CANCELLED_TOAST
      : { title: "Aflyst", description: "Begivenheden var allerede aflyst." };
  },
  [DELETE_INTENT]: async (form, _url, session) => {
    const event = await findEvent(database().db, idOf(form.get("id")));
    const input = deleteInput.safeParse({ message: form.get("message") ?? undefined });
    if (!input.success) return failed(input.error.issues[0]?.message ?? MESSAGE_NEEDED);
    const message = input.data.message ?? undefined;
    const result = event && (await staffDeleteEvent(session.user.email, event.id, message));
    if (!event || !result || result.kind === "not-found") return EVENT_GONE;
    if (result.kind === "message-needed") return failed(MESSAGE_NEEDED);
    return deletedToast(deletedText(event.title));
  },
};
