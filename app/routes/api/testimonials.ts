import { submitTestimonialPage } from "#app/content/submit-testimonial-page.ts";
import { cachedPublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { receiveTestimonial } from "#app/features/testimonials/receive.server.ts";
import {
  apiSubmissionInputs,
  type PublicTestimonial,
  type PublicTestimonials,
} from "#app/features/testimonials/schema.ts";
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
      return Response.json(publicFields(await cachedPublicTestimonials()), {
        headers: { "Cache-Control": PUBLIC_SHARED },
      });
    } catch (error) {
      log.error(errorFields(error), "public testimonials failed");
      return jsonError(503, "Anmeldelserne kan ikke hentes lige nu.");
    }
  });
}

/**
 * The fields docs/api.md#testimonials lists, no more: the pages' cache also carries each row's
 * `lang`, which stays on the server.
 */
function publicFields({ testimonials, average, count }: PublicTestimonials) {
  const rows: PublicTestimonial[] = testimonials.map(({ id, rating, comment, is_featured }) => ({
    id,
    rating,
    comment,
    is_featured,
  }));
  return { testimonials: rows, average, count };
}

/**
 * POST /api/testimonials: a visitor's testimonial (docs/api.md#testimonials) → 202, pending until
 * staff approve it; `"lang": "en"` stores it as written in English. A filled honeypot or a duplicate gets the same answer and stores nothing.
 */
export function action({ request }: Route.ActionArgs) {
  return publicPost(request, "GET, POST", async () => {
    const body = await readJsonBody(request);
    // A review written in English (`"lang": "en"`) is answered in English.
    const lang = body.lang === "en" ? "en" : "da";
    const input = check(apiSubmissionInputs[lang], body);
    if (input.errors) return invalidFields(input.errors);
    const received = await receiveTestimonial(input.value, request);
    if (received.kind === "rate-limited") {
      return tooManySubmissions(submitTestimonialPage[lang].rateLimitedApi);
    }
    return privateJson({ status: "pending" }, 202);
  });
}
