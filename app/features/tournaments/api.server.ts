import { invalidFields, jsonError } from "#app/platform/api.server.ts";
import { BracketRefusal, type RefusalKind } from "./refusal.ts";

/**
 * The bracket's API answers (docs/api.md, "Tournaments"): a refusal as its status and a code a
 * client can act on, with a Danish line for people; a stale save also carries the match as it
 * is now.
 */

/** A seeding list of a 1000-seat event is longer than the API's usual 16 KiB. */
export const BRACKET_BODY_LIMIT = 64 * 1024;

const CONFLICTS: Record<Exclude<RefusalKind, "invalid" | "not-found">, [string, string]> = {
  waiting: ["waiting", "Kampens to sider er ikke kendt endnu."],
  completed: ["completed", "Kampen er afgjort."],
  locked: ["locked", "En senere kamp har allerede et resultat, så dette kan ikke ændres."],
  stale: ["stale", "Kampen er ændret af en anden. Hent den igen, og prøv igen."],
  "not-reported": ["not_reported", "Modstanderen har ikke rapporteret et resultat."],
  exists: ["exists", "Turneringen er allerede startet."],
  "not-tournament": ["not_tournament", "Kun en turnering kan spilles som turneringstræ."],
};

export const bracketNotFound = () => jsonError(404, "Turneringen eller kampen findes ikke.");

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
