import type { TestimonialStatus } from "#app/features/testimonials/schema.ts";

/** What the admin's list shows: one status (none: all of them) and a search. */
export type ListFilter = { status: TestimonialStatus | undefined; q: string };

/**
 * `/admin`'s own address for a view of the list, read by its loader and written by the list's
 * plain forms and links (a filter, a search, `Vis flere`, a row's `Godkend`) that work before
 * React runs and without JavaScript. Without a status `/admin` opens on the queue while anything
 * waits in it (docs/admin.md), so every view names its status: `alle` for all of them.
 */
export const ALL = "alle";

/** The parameter that continues the list after a row (`Vis flere`): the API's cursor. */
export const AFTER = "efter";

/** The `status` parameter of a view: the status, or `alle`. */
export const statusParam = (status: TestimonialStatus | undefined): string => status ?? ALL;

/** The parameters of `filter`'s view, from `after` when given. */
export function listParams(filter: ListFilter, after?: string | null): URLSearchParams {
  const params = new URLSearchParams({ status: statusParam(filter.status) });
  const q = filter.q.trim();
  if (q) params.set("q", q);
  if (after) params.set(AFTER, after);
  return params;
}

/** `/admin` showing `filter`'s view (from `after`). */
export const listAddress = (filter: ListFilter, after?: string | null): string =>
  `/admin?${listParams(filter, after)}`;
