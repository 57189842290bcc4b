import { CLIENT_ADDRESS_HEADER } from "#app/platform/client-address.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { submitTestimonial } from "./moderation.server.ts";
import type { SubmissionInput } from "./schema.ts";
import { notifyNewTestimonial } from "./staff-notice.server.ts";

export type Received = { kind: "accepted" } | { kind: "rate-limited" };

/**
 * A visitor's testimonial from the JSON API or the page's form post, checked by its edge with the
 * form's schema (`submissionInputs`): limited per address, saved as pending, and the staff told by
 * e-mail after the answer has gone.
 */
export async function receiveTestimonial(
  input: SubmissionInput,
  request: Request,
  formToken?: string,
): Promise<Received> {
  // Set by our own server from the socket (or the trusted proxy), never taken from the client.
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const result = await submitTestimonial(
    database().db,
    input,
    address,
    settings().SITE_NAME,
    formToken,
  );
  if (result.kind === "rate-limited") return result;
  if (result.kind === "stored") {
    const { testimonial } = result;
    setImmediate(() => notifyNewTestimonial(testimonial));
  }
  return { kind: "accepted" };
}
