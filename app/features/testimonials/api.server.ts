import type { z } from "zod";
import { invalidFields, jsonError, readJsonBody } from "#app/platform/api.server.ts";
import { fieldErrorsOf } from "./schema.ts";

/** The shared parts of the testimonial API's handlers (product.md §8). */

export const notFound = () => jsonError(404, "Anmeldelsen findes ikke.");

/** The request's JSON body as `schema` reads it; otherwise throws 400 with the errors by field. */
export async function readInput<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJsonBody(request));
  if (!parsed.success) throw invalidFields(fieldErrorsOf(parsed.error));
  return parsed.data;
}
