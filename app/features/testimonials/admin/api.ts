import type {
  AdminPage,
  RejectReason,
  Testimonial,
  TestimonialStatus,
} from "#app/features/testimonials/schema.ts";
import { type ApiResult, callApi } from "#app/lib/api-client.ts";

/**
 * The admin list's calls to the testimonials API (docs/api.md#testimonials); the form posts to
 * /admin.
 */

const BASE = "/api/admin/testimonials";

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Du er ikke logget ind længere. Log ind igen for at gemme.",
  403: "Du har ikke adgang til at ændre anmeldelser.",
  404: "Anmeldelsen findes ikke længere.",
  409: "Anmeldelsen er blevet ændret af en anden.",
};

const call = <T>(url: string, init: RequestInit = {}) => callApi<T>(url, init, FALLBACK_MESSAGES);

export type ListQuery = { status?: TestimonialStatus | undefined; q?: string; cursor?: string };

/** One page of the list; `signal` cancels a search that was typed further. */
export function fetchPage(
  query: ListQuery & { limit?: number },
  signal?: AbortSignal,
): Promise<ApiResult<AdminPage>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return call(`${BASE}${search ? `?${search}` : ""}`, signal ? { signal } : {});
}

export function fetchTestimonial(id: string): Promise<ApiResult<Testimonial>> {
  return call(`${BASE}/${encodeURIComponent(id)}`);
}

export function approveTestimonial(id: string): Promise<ApiResult<Testimonial>> {
  return call(`${BASE}/${encodeURIComponent(id)}/approve`, { method: "POST" });
}

export function rejectTestimonial(
  id: string,
  reason: RejectReason,
): Promise<ApiResult<Testimonial>> {
  return call(`${BASE}/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });
}

export function deleteTestimonial(id: string): Promise<ApiResult<null>> {
  return call(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Out of the trash again (the `Slettet!` toast's `Fortryd`): the row as it was. */
export function restoreTestimonial(id: string): Promise<ApiResult<Testimonial>> {
  return call(`${BASE}/${encodeURIComponent(id)}/restore`, { method: "POST" });
}
