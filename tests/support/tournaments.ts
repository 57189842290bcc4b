import { BracketRefusal } from "#app/features/tournaments/refusal.ts";

/**
 * What a bracket write answered: the kind of its `BracketRefusal`, or "accepted" when it went
 * through. Any other error is thrown on, so a bug is not read as a refusal.
 *
 *   expect(await refusalOf(changeMatch(doc, match, { score1: 2 }))).toBe("not-ready");
 */
export async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BracketRefusal) return error.kind;
    throw error;
  }
  return "accepted";
}
