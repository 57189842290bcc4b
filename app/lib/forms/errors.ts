import type { z } from "zod";

/** Field errors keyed by the field's path (`departments.0.price`), the first message of each. */
function fieldErrorsOf(error: z.ZodError, prefix: (string | number)[] = []) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    errors[[...prefix, ...issue.path].join(".")] ??= issue.message;
  }
  return errors;
}

/** The value the schema accepts, or the field errors by path. */
export function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { value: T; errors: null } | { value: null; errors: Record<string, string> } {
  const result = schema.safeParse(value);
  return result.success
    ? { value: result.data, errors: null }
    : { value: null, errors: fieldErrorsOf(result.error) };
}
