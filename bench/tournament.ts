import { BIG_SCREEN_SEGMENT, eventPath } from "#app/content/public-paths.ts";
import { type DatabaseConfig, openDatabase } from "#app/db/database.server.ts";
import {
  listRegistrations,
  setCheckedIn,
  signUp,
} from "#app/features/events/registrations.server.ts";
import { changeMatchByStaff, startBracket } from "#app/features/tournaments/bracket.server.ts";
import type { MatchChange } from "#app/features/tournaments/document.ts";
import { readStaffBracket } from "#app/features/tournaments/queries.server.ts";
import { addEvent } from "../tests/support/events.ts";

/** The entries of the bench's tournament: the largest bracket the budgets are written for. */
export const BENCH_ENTRIES = 64;

/**
 * The tournament night the bench measures beside the other public pages
 * (docs/performance.md#the-budgets): a double elimination of 64 checked-in players, started, the
 * winners' first round played (so its losers stand on the losers' side) and one match of the
 * next called to a station. Written into the bench server's database before any page is asked
 * for. Returns the event's id, its page and the big screen.
 */
export async function addBenchTournament(config: DatabaseConfig) {
  const event = await addEvent(config, {
    title: "Fredagsturnering 64",
    kind: "tournament",
    game: "Rocket League",
    format: "double_elimination",
    capacity: BENCH_ENTRIES,
    team_size: 1,
    price: 0,
  });
  const { db, close } = openDatabase(config);
  try {
    for (let n = 1; n <= BENCH_ENTRIES; n++) {
      const done = await signUp(db, event.slug, {
        name: `Spiller${n} Efternavn`,
        email: `spiller${n}@bench.example`,
        team_name: null,
        gamertag: `Gamer${n}`,
      });
      if (done.kind !== "registered") throw new Error(`sign-up ${n}: ${done.kind}`);
    }
    for (const { id } of await listRegistrations(db, event.id)) {
      await setCheckedIn(db, event.id, id, true);
    }
    const actor = "bench@bench.example";
    const bracket = await startBracket(db, actor, event.id, { seeding: "random" });
    const change = (match: { id: string; version: number }, to: MatchChange) =>
      changeMatchByStaff(db, actor, event.id, match.id, { version: match.version, change: to });
    for (const match of bracket.matches) {
      if (match.group === "winners" && match.round === 1) await change(match, { scores: [2, 1] });
    }
    const next = (await readStaffBracket(db, event.id))?.matches.find((m) => m.status === "ready");
    if (!next) throw new Error("no match of the second round is ready");
    await change(next, { station: "PC 12" });
    const page = eventPath(event.slug);
    return { eventId: event.id, page, bigScreen: `${page}/${BIG_SCREEN_SEGMENT}` };
  } finally {
    await close();
  }
}
