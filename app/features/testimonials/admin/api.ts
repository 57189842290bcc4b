import type {
  AdminPage,
  RejectReason,
  Testimonial,
  TestimonialStatus,
} from "#app/features/testimonials/schema.ts";
import type { TestimonialBody } from "./draft.ts";

/**
 * The admin's calls to the JSON API (product.md §5). Every outcome comes back as a value, never
 * as a thrown error, so the form can keep what the admin typed whatever happens.
 */

type ApiFailure = {
  ok: false;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  error: string;
  fieldErrors?: Record<string, string>;
};

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

const BASE = "/api/admin/testimonials";

const OFFLINE_MESSAGE =
  "Kunne ikke få forbindelse til serveren. Tjek din forbindelse og prøv igen.";

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Du er ikke logget ind længere. Log ind igen for at gemme.",
  403: "Du har ikke adgang til at ændre anmeldelser.",
  404: "Anmeldelsen findes ikke længere.",
  409: "Anmeldelsen er blevet ændret af en anden.",
};

async function call<T>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0, error: OFFLINE_MESSAGE };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T };
  const failure = (body ?? {}) as { error?: unknown; fieldErrors?: Record<string, string> };
  return {
    ok: false,
    status: response.status,
    error:
      typeof failure.error === "string" && failure.error
        ? failure.error
        : (FALLBACK_MESSAGES[response.status] ?? `Serveren svarede ${response.status}.`),
    fieldErrors: failure.fieldErrors,
  };
}

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

export function createTestimonial(input: TestimonialBody): Promise<ApiResult<Testimonial>> {
  return call(BASE, { method: "POST", body: JSON.stringify(input) });
}

export function updateTestimonial(
  id: string,
  input: TestimonialBody & { version: number },
): Promise<ApiResult<Testimonial>> {
  return call(`${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body: JSON.stringify(input) });
}

export function deleteTestimonial(id: string): Promise<ApiResult<null>> {
  return call(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" });
}
