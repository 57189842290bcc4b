import { describe, expect, it } from "vitest";
import type { StaffBracket, StaffMatch } from "./bracket-json.ts";
import { NIGHT_INTENTS, nightSections, savingText, seedOrder } from "./night.ts";

const players = ["a", "b", "c", "d"].map((id) => ({ id, name: id.toUpperCase() }));

const match = (id: string, fields: Partial<StaffMatch>): StaffMatch => ({
  id,
  version: 1,
  group: "winners",
  round: 1,
  label: "Runde 1",
  status: "ready",
  station: null,
  sides: [
    { entry_id: "a", score: null, winner: false },
    { entry_id: "b", score: null, winner: false },
  ],
  bye: false,
  best_of: 1,
  report: null,
  disputed: false,
  locked: false,
  ...fields,
});

describe("the staff's tournament night", () => {
  it("keeps the order staff set, drops the unknown and the repeated, adds those not named", () => {
    expect(seedOrder(players, ["d", "b"]).map((p) => p.id)).toEqual(["d", "b", "a", "c"]);
    expect(seedOrder(players, ["x", "c", "c", "a"]).map((p) => p.id)).toEqual(["c", "a", "b", "d"]);
    expect(seedOrder(players, []).map((p) => p.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("shows what needs staff first: disputed, reported, ready, running; byes left out", () => {
    const report = { side: 0 as const, scores: [2, 1] as [number, number], at: "" };
    const bracket = {
      matches: [
        match("done", { status: "completed" }),
        match("bye", { status: "completed", bye: true }),
        match("ready", {}),
        match("called", { status: "running", station: "PC 1" }),
        match("reported", { status: "running", report }),
        match("disputed", { status: "running", report, disputed: true }),
        match("later", { status: "waiting" }),
        // A result staff entered settles a dispute: it is done, not disputed.
        match("settled", { status: "completed", disputed: true }),
      ],
    } as StaffBracket;
    const sections = nightSections(bracket);
    const ids = (list: StaffMatch[]) => list.map((m) => m.id);
    expect({
      disputed: ids(sections.disputed),
      reported: ids(sections.reported),
      ready: ids(sections.ready),
      running: ids(sections.running),
      waiting: ids(sections.waiting),
      completed: ids(sections.completed),
    }).toEqual({
      disputed: ["disputed"],
      reported: ["reported"],
      ready: ["ready"],
      running: ["called"],
      waiting: ["later"],
      completed: ["done", "settled"],
    });
  });

  it("says a match's change at once while it is saved: the result as typed, the station, who gave up", () => {
    const posted = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return form;
    };
    const pair: [string, string] = ["Ida", "Bo"];
    expect(
      savingText(posted({ intent: NIGHT_INTENTS.result, "score.0": " 3", "score.1": "1" }), pair),
    ).toBe("Gemmer resultatet: Ida 3-1 Bo …");
    expect(savingText(posted({ intent: NIGHT_INTENTS.call, station: "PC 4" }), pair)).toBe(
      "Kalder kampen til PC 4 …",
    );
    expect(savingText(posted({ intent: NIGHT_INTENTS.forfeit, side: "1" }), pair)).toBe(
      "Gemmer: Bo giver op …",
    );
    expect(savingText(posted({ intent: NIGHT_INTENTS.resetMatch }), pair)).toBe(
      "Nulstiller resultatet …",
    );
  });
});
