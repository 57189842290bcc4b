/**
 * The admin's calls to the JSON API (docs/api.md). Every outcome comes back as a value,
 * never as a thrown error, so a form can keep what the admin typed whatever happens.
 */

type ApiFailure = {
  ok: false;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  error: string;
  fieldErrors?: Record<string, string>;
  /** The newest version, with a 409. */
  version?: number;
};

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

const OFFLINE_MESSAGE =
  "Kunne ikke få forbindelse til serveren. Tjek din forbindelse og prøv igen.";

/**
 * One call; `fallbacks` word a refusal whose body says nothing (a proxy's 502). A `FormData`
 * body goes as multipart (the browser sets its boundary), any other body as JSON.
 */
export async function callApi<T>(
  url: string,
  init: RequestInit = {},
  fallbacks: Record<number, string> = {},
): Promise<ApiResult<T>> {
  let response: Response;
  const json = init.body !== undefined && !(init.body instanceof FormData);
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(json ? { "content-type": "application/json" } : {}),
      },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0, error: OFFLINE_MESSAGE };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T };
  const failure = (body ?? {}) as {
    error?: unknown;
    fieldErrors?: Record<string, string>;
    version?: unknown;
  };
  return {
    ok: false,
    status: response.status,
    error:
      typeof failure.error === "string" && failure.error
        ? failure.error
        : (fallbacks[response.status] ?? `Serveren svarede ${response.status}.`),
    ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
    ...(typeof failure.version === "number" ? { version: failure.version } : {}),
  };
}
