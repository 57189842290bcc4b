import type { Match } from "brackets-model";
import type { Lang } from "#app/content/language.ts";
import { bestOfMatch, notDeciding } from "./best-of.ts";
import { type StaffMatch, staffMatch } from "./bracket-json.ts";
import {
  type BracketDocument,
  bothKnown,
  entriesOf,
  extrasOf,
  findMatch,
  isDecided,
  type MatchExtras,
  type Report,
} from "./document.ts";
import { changeMatch } from "./engine.server.ts";
import { BracketRefusal } from "./refusal.ts";
import {
  currentMatch,
  type Db,
  entry,
  lockedBracket,
  namesOf,
  pairing,
  saveDocument,
  scoreText,
  where,
  write,
} from "./store.server.ts";

/**
 * Players' results (docs/api.md, "Tournaments"), for the page of their mailed `/tilmelding/TOKEN`
 * link, which finds the registration: a report, the opponent's `Bekræft` or `Afvis`. Each is one
 * transaction with its audit entry (`match.report`, no actor). A result staff enter wins: it
 * clears a report, and a report on a decided match is refused.
 */

/** The registration's event, locked, and its bracket; the player's side in match `matchId`. */
async function playerMatch(trx: Db, registrationId: string, matchId: string, version: number) {
  const registration = await trx
    .selectFrom("event_registrations")
    .select(["event_id"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!registration) throw new BracketRefusal("not-found");
  const loaded = await lockedBracket(trx, registration.event_id);
  const player = entriesOf(loaded.doc).find((e) => e.registration_id === registrationId);
  const match = currentMatch(loaded, matchId, version);
  const sides = [match.opponent1?.id, match.opponent2?.id];
  if (!player || !sides.includes(player.id)) throw new BracketRefusal("not-found");
  const side = sides.indexOf(player.id) as 0 | 1;
  const opponent = namesOf(loaded.doc, match)[1 - side];
  return { loaded, match, side, player: player.name, opponent };
}

/** A report's games seen from side 0: `[own, opponent]` of `side` in the match's order. */
const inMatchOrder = (side: 0 | 1, [own, opponent]: [number, number]): [number, number] =>
  side === 0 ? [own, opponent] : [opponent, own];

/** A result a player may report or answer: both sides known, not decided yet. */
function assertOpen(match: Match) {
  if (!bothKnown(match)) throw new BracketRefusal("waiting");
  if (isDecided(match)) throw new BracketRefusal("completed");
}

/** A document with `match`'s extras changed (its version raised: what it shows changed). */
function withExtras(doc: BracketDocument, match: Match, change: Partial<MatchExtras>) {
  const next = structuredClone(doc);
  const extras = extrasOf(doc, match);
  next.extras[match.id] = { ...extras, ...change, version: extras.version + 1 };
  return next;
}

/**
 * A player's change to match `matchId`, in one transaction: the match found as the player's and
 * still open, the document `change` makes saved, the match answered and the change audited
 * (`match.report`) as `change` sums it up.
 */
function changeAsPlayer(
  db: Db,
  registrationId: string,
  matchId: string,
  version: number,
  now: Date,
  change: (
    found: Awaited<ReturnType<typeof playerMatch>>,
  ) => Promise<{ doc: BracketDocument; summary: string }>,
): Promise<StaffMatch> {
  return write(
    db,
    async (trx) => {
      const found = await playerMatch(trx, registrationId, matchId, version);
      assertOpen(found.match);
      const { doc, summary } = await change(found);
      await saveDocument(trx, found.loaded, doc, now);
      return {
        result: staffMatch(doc, findMatch(doc, matchId) ?? found.match),
        audit: entry(null, "match.report", found.loaded.event, summary),
      };
    },
    now,
  );
}

/**
 * `Rapporter resultat` from the player's `/tilmelding/TOKEN` link: `scores` are their own games
 * and the opponent's. It waits for the opponent's `Bekræft`; if the opponent had reported the
 * same result, it counts at once; a different one makes the match `Uenighed` for staff.
 */
export async function reportResult(
  db: Db,
  registrationId: string,
  matchId: string,
  input: { version: number; scores: [number, number]; lang?: Lang },
  now = new Date(),
): Promise<StaffMatch> {
  return changeAsPlayer(db, registrationId, matchId, input.version, now, async (found) => {
    const { loaded, match, side, player, opponent } = found;
    const scores = inMatchOrder(side, input.scores);
    const wrong = notDeciding(bestOfMatch(loaded.doc, match), scores, input.lang);
    if (wrong) throw new BracketRefusal("invalid", { scores: wrong });
    const { report } = extrasOf(loaded.doc, match);
    const place = where(loaded.doc, match, loaded.event);
    const reported = `${player} rapporterede ${scoreText(input.scores)} mod ${opponent} ${place}`;
    let doc: BracketDocument;
    let summary = reported;
    if (report && report.side !== side && scoreText(report.scores) === scoreText(scores)) {
      doc = await changeMatch(loaded.doc, match, { scores });
      summary = `${reported}; det samme som modstanderen, så det tæller`;
    } else if (report && report.side !== side) {
      doc = withExtras(loaded.doc, match, {
        report: { side, scores, at: now.toISOString() },
        disputed: true,
      });
      summary = `${reported}; modstanderen rapporterede ${scoreText(inMatchOrder(side, report.scores))}: uenighed`;
    } else {
      const fresh: Report = { side, scores, at: now.toISOString() };
      doc = withExtras(loaded.doc, match, { report: fresh, disputed: false });
    }
    return { doc, summary };
  });
}

/**
 * The opponent's answer to a report: `Bekræft` counts it as if staff entered it; `Afvis` makes
 * the match `Uenighed` for staff to decide. Only the side that did not report answers.
 */
export async function answerReport(
  db: Db,
  registrationId: string,
  matchId: string,
  input: { version: number; confirm: boolean },
  now = new Date(),
): Promise<StaffMatch> {
  return changeAsPlayer(db, registrationId, matchId, input.version, now, async (found) => {
    const { loaded, match, side, player } = found;
    const { report } = extrasOf(loaded.doc, match);
    if (!report || report.side === side) throw new BracketRefusal("not-reported");
    const place = where(loaded.doc, match, loaded.event);
    const result = `${pairing(loaded.doc, match)} ${scoreText(report.scores)}`;
    const doc = input.confirm
      ? await changeMatch(loaded.doc, match, { scores: report.scores })
      : withExtras(loaded.doc, match, { disputed: true });
    const summary = input.confirm
      ? `${player} bekræftede resultatet ${result} ${place}`
      : `${player} afviste resultatet ${result} ${place}: uenighed`;
    return { doc, summary };
  });
}
