import { jsonError } from "#app/platform/api.server.ts";

/** The shared parts of the testimonial API's handlers (docs/api.md#testimonials). */

export const notFound = () => jsonError(404, "Anmeldelsen findes ikke.");
