import { invalidFields, jsonError } from "#app/platform/api.server.ts";
import { BracketRefusal, CONFLICTS, NOT_FOUND_TEXT } from "./refusal.ts";

/**
 * The bracket's API answers (docs/api.md, "Tournaments"): a refusal as its status and a code a
 * client can act on, with a Danish line for people; a stale save also carries the match as it
 * is now.
 */

/** A seeding list of a 1000-seat event is longer than the API's usual 16 KiB. */
export const BRACKET_BODY_LIMIT = 64 * 1024;

export const bracketNotFound = () => jsonError(404, NOT_FOUND_TEXT);

/** Runs a bracket change; a refusal becomes its answer (400, 404 or 409). */
export async function answered(change: () => Promise<Response>): Promise<Response> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof BracketRefusal)) throw error;
    if (error.kind === "invalid") return invalidFields(error.fieldErrors);
    if (error.kind === "not-found") return bracketNotFound();
    const [code, message] = CONFLICTS[error.kind];
    return jsonError(409, code, {
      message,
      ...(error.current === undefined ? {} : { match: error.current }),
    });
  }
}
