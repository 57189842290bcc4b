import { cachedPublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { apiResponse, jsonError } from "#app/server/api.server.ts";
import { errorFields, log } from "#app/server/log.server.ts";

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
