import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentVersion, markContentStaleAt } from "./content-events.server.ts";

describe("markContentStaleAt", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse("2026-12-01T12:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const inMs = (ms: number) => new Date(Date.now() + ms);

  it("moves the version at the moment, not before; the earliest moment wins", async () => {
    const start = contentVersion();
    markContentStaleAt(inMs(5_000));
    markContentStaleAt(inMs(9_000));
    markContentStaleAt(inMs(3_000));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(contentVersion()).toBe(start);
    await vi.advanceTimersByTimeAsync(1);
    expect(contentVersion()).toBe(start + 1);
    // The later moments are set again by the next rendering, not kept.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(contentVersion()).toBe(start + 1);
  });

  it("ignores a moment already past, and reaches one beyond setTimeout's range in steps", async () => {
    const start = contentVersion();
    markContentStaleAt(inMs(-1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(contentVersion()).toBe(start);
    markContentStaleAt(inMs(40 * 24 * 60 * 60 * 1000));
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(contentVersion()).toBe(start + 1);
  });
});
