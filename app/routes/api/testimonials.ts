import { cachedPublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { receiveTestimonial } from "#app/features/testimonials/receive.server.ts";
import { submissionInput } from "#app/features/testimonials/schema.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { check } from "#app/lib/forms/errors.ts";
import {
  apiResponse,
  invalidFields,
  jsonError,
  privateJson,
  publicPost,
  readJsonBody,
  tooManySubmissions,
} from "#app/platform/api.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/testimonials";

/** GET /api/testimonials: the public block's data, only allow-listed fields. */
export function loader() {
  return apiResponse(async () => {
    try {
      return Response.json(await cachedPublicTestimonials(), {
        headers: { "Cache-Control": PUBLIC_SHARED },
      });
    } catch (error) {
      log.error(errorFields(error), "public testimonials failed");
      return jsonError(503, "Anmeldelserne kan ikke hentes lige nu.");
    }
  });
}

/**
 * POST /api/testimonials: a visitor's testimonial (docs/api.md#testimonials) → 202, pending until
 * staff approve it. A filled honeypot or a duplicate gets the same answer and stores nothing.
 */
export function action({ request }: Route.ActionArgs) {
  return publicPost(request, "GET, POST", async () => {
    const input = check(submissionInput, await readJsonBody(request));
    if (input.errors) return invalidFields(input.errors);
    const received = await receiveTestimonial(input.value, request);
    if (received.kind === "rate-limited") {
      return tooManySubmissions("Du har sendt mange anmeldelser. Prøv igen om en time.");
    }
    return privateJson({ status: "pending" }, 202);
  });
}
