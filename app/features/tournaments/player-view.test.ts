import { describe, expect, it } from "vitest";
import type { PublicBracket, PublicMatch, StaffMatch } from "./bracket-json.ts";
import { playerPanelOf } from "./player-view.ts";

/** A player's card on `/tilmelding/TOKEN`, read off the bracket (docs/pages.md, "Your match from the mailed link"). */

const side = (entry_id: string | null, score: number | null = null, winner = false) => ({
  entry_id,
  score,
  winner,
});

function match(id: string, fields: Partial<PublicMatch>): PublicMatch {
  return {
    id,
    version: 1,
    group: "winners",
    round: 1,
    label: "Semifinale",
    status: "ready",
    station: null,
    sides: [side("kim"), side("bo")],
    bye: false,
    ...fields,
  };
}

function bracket(matches: PublicMatch[], fields: Partial<PublicBracket> = {}): PublicBracket {
  return {
    format: "single_elimination",
    best_of: 3,
    status: "running",
    entries: [
      { id: "kim", name: "Kim", seed: 1 },
      { id: "bo", name: "Bo", seed: 2 },
      { id: "ida", name: "Ida", seed: 3 },
    ],
    matches,
    standings: [],
    ...fields,
  };
}

const staff = (m: PublicMatch, fields: Partial<StaffMatch> = {}): StaffMatch => ({
  ...m,
  best_of: 3,
  report: null,
  disputed: false,
  locked: false,
  ...fields,
});

describe("a player's card", () => {
  const open = match("m1", { sides: [side("bo"), side("kim")] });

  it("sees a report from the player's own side: own score first", () => {
    const reported = staff(open, { report: { side: 0, scores: [2, 1], at: "" } });
    const kim = playerPanelOf({ bracket: bracket([open]), entry_id: "kim", next: reported });
    expect(kim.next?.opponent).toBe("Bo");
    expect(kim.next?.report).toEqual({ kind: "theirs", own: 1, theirs: 2 });
    const bo = playerPanelOf({ bracket: bracket([open]), entry_id: "bo", next: reported });
    expect(bo.next?.report).toEqual({ kind: "mine", own: 2, theirs: 1 });
    const disputed = staff(open, { report: { side: 0, scores: [2, 1], at: "" }, disputed: true });
    expect(
      playerPanelOf({ bracket: bracket([open]), entry_id: "kim", next: disputed }).next?.report,
    ).toEqual({ kind: "disputed" });
  });

  it("an opponent not known yet is null; no match left is out, played (round robin) or finished with the rank and the winner", () => {
    const waiting = match("m2", { status: "waiting", sides: [side("kim"), side(null)] });
    expect(
      playerPanelOf({ bracket: bracket([waiting]), entry_id: "kim", next: staff(waiting) }).next
        ?.opponent,
    ).toBeNull();

    const lost = match("m1", {
      status: "completed",
      sides: [side("kim", 2, true), side("ida", 0)],
    });
    const out = playerPanelOf({ bracket: bracket([lost]), entry_id: "ida", next: null });
    expect(out.over).toBe("out");
    expect(out.last).toEqual({
      label: "Semifinale",
      opponent: "Kim",
      own: 0,
      theirs: 2,
      won: false,
    });
    expect(out.rank).toBeNull();

    const robin = bracket([lost], { format: "round_robin" });
    expect(playerPanelOf({ bracket: robin, entry_id: "ida", next: null }).over).toBe("played");

    const forfeit = match("m3", {
      label: "Finale",
      status: "completed",
      sides: [side("kim", null, true), side("bo", null)],
    });
    const done = bracket([lost, forfeit], {
      status: "finished",
      standings: [
        { entry_id: "kim", rank: 1, wins: 2, losses: 0 },
        { entry_id: "bo", rank: 2, wins: 0, losses: 1 },
        { entry_id: "ida", rank: 3, wins: 0, losses: 1 },
      ],
    });
    const bo = playerPanelOf({ bracket: done, entry_id: "bo", next: null });
    expect(bo).toMatchObject({ over: "finished", rank: 2, winner: "Kim" });
    expect(bo.last).toMatchObject({ label: "Finale", own: null, theirs: null, won: false });
  });

  it("a bye is no latest result", () => {
    const bye = match("m0", {
      bye: true,
      status: "completed",
      sides: [side("kim", null, true), side(null)],
    });
    expect(playerPanelOf({ bracket: bracket([bye]), entry_id: "kim", next: null }).last).toBeNull();
  });
});
