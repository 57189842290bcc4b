import type { EventWithCounts } from "#app/features/events/event.ts";
import { type ApiResult, callApi } from "#app/lib/api-client.ts";

/**
 * The admin page's calls to the event API (docs/api.md#events-for-staff); the event form posts to
 * its page.
 */

const BASE = "/api/admin/events";

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Du er ikke logget ind længere. Log ind igen.",
  403: "Du har ikke adgang til at ændre begivenheder.",
  404: "Begivenheden findes ikke længere.",
};

const call = <T>(url: string, init: RequestInit = {}) => callApi<T>(url, init, FALLBACK_MESSAGES);
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Into the trash; an event with guests to tell takes the `message` they get. */
export function deleteEvent(id: string, message?: string): Promise<ApiResult<null>> {
  const body = message === undefined ? {} : { body: JSON.stringify({ message }) };
  return call(at(id), { method: "DELETE", ...body });
}

export function restoreEvent(id: string): Promise<ApiResult<EventWithCounts>> {
  return call(`${at(id)}/restore`, { method: "POST" });
}

export function cancelEvent(id: string, message: string): Promise<ApiResult<EventWithCounts>> {
  return call(`${at(id)}/cancel`, { method: "POST", body: JSON.stringify({ message }) });
}

export function changeRegistration(
  eventId: string,
  registrationId: string,
  change: { checked_in: boolean } | { status: "cancelled" },
): Promise<ApiResult<unknown>> {
  return call(`${at(eventId)}/registrations/${encodeURIComponent(registrationId)}`, {
    method: "PATCH",
    body: JSON.stringify(change),
  });
}

/** The CSV download's address. */
export const registrationsCsvUrl = (eventId: string) => `${at(eventId)}/registrations.csv`;

/** `Nulstil turnering`: the bracket and its results go, the registrations stay. */
export function resetBracket(eventId: string): Promise<ApiResult<null>> {
  return call(`${at(eventId)}/bracket`, { method: "DELETE" });
}
