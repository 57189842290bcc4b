import { CLIENT_ADDRESS_HEADER } from "#app/platform/client-address.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { notifyNewReview } from "./review-notice.server.ts";
import { submitReview } from "./reviews.server.ts";
import { fieldErrorsOf, reviewInput } from "./schema.ts";

export type Received =
  | { kind: "accepted" }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "rate-limited" };

/**
 * A visitor's review from the JSON API or the page's form post: validated, limited per address,
 * saved as pending, and the staff told by e-mail after the answer has gone.
 */
export async function receiveReview(
  body: unknown,
  request: Request,
  formToken?: string,
): Promise<Received> {
  const parsed = reviewInput.safeParse(body);
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  // Set by our own server from the socket (or the trusted proxy), never taken from the client.
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const result = await submitReview(
    database().db,
    parsed.data,
    address,
    settings().SITE_NAME,
    formToken,
  );
  if (result.kind === "rate-limited") return result;
  if (result.kind === "stored") {
    const review = result.testimonial;
    setImmediate(() => notifyNewReview(review));
  }
  return { kind: "accepted" };
}
