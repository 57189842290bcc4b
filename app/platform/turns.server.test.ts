import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.server.ts";

/** A task that finishes when told to, recording when it started. */
function gated(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = async () => {
    log.push(name);
    await done;
    return name;
  };
  return { task, finish };
}

describe("createTurns", () => {
  it("runs at most `limit` tasks at once, the rest in the order they came", async () => {
    const inTurn = createTurns(2);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => gated(started, name));
    const results = tasks.map(({ task }) => inTurn(task));
    await nextTurn();
    expect(started).toEqual(["a", "b"]);
    tasks[1]?.finish();
    await nextTurn();
    expect(started).toEqual(["a", "b", "c"]);
    for (const { finish } of tasks) finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("gives the turn on when a task fails", async () => {
    const inTurn = createTurns(1);
    const failing = inTurn(async () => {
      throw new Error("nej");
    });
    const next = inTurn(async () => "næste");
    await expect(failing).rejects.toThrow("nej");
    expect(await next).toBe("næste");
  });

  it("with yieldBetween, starts a waiting task in a later turn of the event loop", async () => {
    for (const yieldBetween of [false, true]) {
      const inTurn = createTurns(1, { yieldBetween });
      const events: string[] = [];
      const first = inTurn(async () => {
        events.push("first");
      });
      const second = inTurn(async () => {
        events.push("second");
      });
      await first;
      // Without yielding, the next task has already run its first step in the same turn.
      expect(events).toEqual(yieldBetween ? ["first"] : ["first", "second"]);
      await second;
      expect(events).toEqual(["first", "second"]);
    }
  });

  it("refuses a limit below one", () => {
    expect(() => createTurns(0)).toThrow();
  });
});
