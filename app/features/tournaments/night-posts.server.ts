import { errorToast as failed, type Toast } from "#app/lib/forms/outcome.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import type { RowPosts } from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { changeMatchByStaff, deleteBracket, startBracket } from "./bracket.server.ts";
import { NIGHT_INTENTS, RESET_TOAST, seedingForm } from "./night.ts";
import { readStaffBracket } from "./queries.server.ts";
import { BracketRefusal, refusalText } from "./refusal.ts";
import { matchInput } from "./schema.ts";

/**
 * The tournament night's buttons on `/admin/begivenheder`, posted by the browser itself to the
 * page's action (docs/admin.md, "The tournament night"): each goes through the same function as
 * its API call (`startBracket`, `changeMatchByStaff`, `deleteBracket`: one code path,
 * one audit entry), and is said in a toast; a refusal (a stale version, a locked result, too few
 * checked in) is said in Danish and changes nothing, and the page drawn again shows the bracket
 * as it is now.
 */

const idOf = (value: string | null) => (value ?? "").slice(0, 100);
/** The event whose registrations (and night) the page shows (`?tilmeldinger=ID`). */
const shownEvent = (url: URL) => idOf(url.searchParams.get("tilmeldinger"));

async function refusedOr(run: () => Promise<Toast>): Promise<Toast> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BracketRefusal) return failed(refusalText(error));
    throw error;
  }
}

/** A number field as typed: empty is no number (refused by the schema, in Danish). */
const numberOf = (value: string | null) => {
  const text = (value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
};

/** The match a post names, its public sides' names once changed (for the toast). */
async function pairAfter(eventId: string, matchId: string): Promise<[string, string]> {
  const bracket = await readStaffBracket(database().db, eventId);
  const match = bracket?.matches.find((candidate) => candidate.id === matchId);
  const name = (index: 0 | 1) =>
    bracket?.entries.find((entry) => entry.id === match?.sides[index].entry_id)?.name ?? "?";
  return [name(0), name(1)];
}

type MatchBody = Record<string, unknown>;

/** A match's change from its form: checked as the API checks it, then saved as the API saves it. */
function matchPost(
  body: (form: URLSearchParams) => MatchBody,
  said: (pair: [string, string], form: URLSearchParams) => Toast,
) {
  return (form: URLSearchParams, url: URL, session: StaffSession) =>
    refusedOr(async () => {
      const eventId = shownEvent(url);
      const matchId = idOf(form.get("kamp"));
      const input = matchInput.safeParse({ version: numberOf(form.get("version")), ...body(form) });
      if (!input.success) {
        return failed(input.error.issues[0]?.message ?? "Ændringen kan ikke gemmes.");
      }
      await changeMatchByStaff(database().db, session.user.email, eventId, matchId, input.data);
      return said(await pairAfter(eventId, matchId), form);
    });
}

export const nightPosts: RowPosts = {
  [NIGHT_INTENTS.start]: (form, url, session) =>
    refusedOr(async () => {
      const post = readPost(seedingForm, form);
      if (post.kind !== "valid") return failed("Vælg, hvordan der seedes, og start igen.");
      const { seedning, seed } = post.value as { seedning: string; seed: string[] };
      const random = seedning === "tilfaeldig";
      const bracket = await startBracket(database().db, session.user.email, shownEvent(url), {
        seeding: random ? "random" : seed,
      });
      return {
        title: "Turneringen er startet",
        description: `${bracket.entries.length} deltagere${random ? ", tilfældigt seedet" : " i den valgte rækkefølge"}. De første kampe er klar.`,
      };
    }),
  [NIGHT_INTENTS.call]: matchPost(
    (form) => ({ status: "running", station: form.get("station") ?? "" }),
    ([one, two], form) => ({
      title: "Kaldt",
      description: `${one} mod ${two} er kaldt til ${(form.get("station") ?? "").trim()}.`,
    }),
  ),
  [NIGHT_INTENTS.result]: matchPost(
    (form) => ({ scores: [numberOf(form.get("score.0")), numberOf(form.get("score.1"))] }),
    ([one, two], form) => ({
      title: "Resultat gemt",
      description: `${one} ${numberOf(form.get("score.0"))}-${numberOf(form.get("score.1"))} ${two}.`,
    }),
  ),
  [NIGHT_INTENTS.forfeit]: matchPost(
    (form) => ({ forfeit: numberOf(form.get("side")) }),
    (pair, form) => {
      const gave = form.get("side") === "1" ? 1 : 0;
      return {
        title: "Opgivet",
        description: `${pair[gave]} gav op. ${pair[gave === 1 ? 0 : 1]} vinder kampen.`,
      };
    },
  ),
  [NIGHT_INTENTS.resetMatch]: matchPost(
    () => ({ reset: true }),
    ([one, two]) => ({
      title: "Resultat nulstillet",
      description: `${one} mod ${two} er klar til at blive spillet igen.`,
    }),
  ),
  [NIGHT_INTENTS.resetBracket]: (form, url, session) =>
    refusedOr(async () => {
      await deleteBracket(
        database().db,
        session.user.email,
        idOf(form.get("id")) || shownEvent(url),
      );
      return RESET_TOAST;
    }),
};
