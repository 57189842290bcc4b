import { cachedPublicTestimonials } from "~/features/testimonials/public-cache.server";
import { apiResponse, jsonError } from "~/server/api.server";

/** GET /api/testimonials: the public block's data, only allow-listed fields. */
export function loader() {
  return apiResponse(async () => {
    try {
      return Response.json(await cachedPublicTestimonials(), {
        headers: { "Cache-Control": "no-cache" },
      });
    } catch (error) {
      console.error("Public testimonials failed:", error instanceof Error ? error.message : error);
      return jsonError(503, "Anmeldelserne kan ikke hentes lige nu.");
    }
  });
}
