import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryReducingGc, startIdleCollector } from "./idle-gc.ts";

const MB = 1024 * 1024;

describe("idle collector", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function collector(rssMb: () => number) {
    const collect = vi.fn();
    const idle = startIdleCollector({
      idleMs: 2_000,
      growthBytes: 16 * MB,
      collect,
      rss: () => rssMb() * MB,
    });
    return { idle, collect };
  }

  it("collects once in the first quiet moment after start-up, then not while nothing happens", () => {
    const { idle, collect } = collector(() => 120);
    vi.advanceTimersByTime(1_500);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it("waits while requests keep coming, and collects when they stop", () => {
    let rss = 100;
    const { idle, collect } = collector(() => rss);
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(1);
    rss = 300;
    for (let second = 0; second < 30; second++) {
      idle.touch();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("leaves memory alone when it has not grown since the last collection", () => {
    let rss = 100;
    const { idle, collect } = collector(() => rss);
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(1);
    rss = 110;
    idle.touch();
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(1);
    rss = 120;
    idle.touch();
    vi.advanceTimersByTime(2_500);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });
});

it("the memory-reducing collection gives a burst's garbage back", () => {
  const collect = memoryReducingGc();
  let garbage: { index: number; text: string }[] | undefined = [];
  for (let index = 0; index < 1_500_000; index++) garbage.push({ index, text: `item ${index}` });
  const before = process.memoryUsage.rss();
  garbage = undefined;
  collect();
  // An ordinary full collection frees the objects but keeps most of their pages resident.
  expect(process.memoryUsage.rss()).toBeLessThan(before - 100 * MB);
});
