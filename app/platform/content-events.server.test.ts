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
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("moves the version from the moment on, not before; the earliest moment wins", () => {
    const start = contentVersion();
    markContentStaleAt(inMs(5_000));
    markContentStaleAt(inMs(9_000));
    markContentStaleAt(inMs(3_000));
    later(2_999);
    expect(contentVersion()).toBe(start);
    later(1);
    expect(contentVersion()).toBe(start + 1);
    expect(contentVersion()).toBe(start + 1);
    // The later moments are set again by the next rendering, not kept.
    later(10_000);
    expect(contentVersion()).toBe(start + 1);
  });

  it("ignores a moment already past; a passed moment that was never read gives way to the next", () => {
    const start = contentVersion();
    markContentStaleAt(inMs(-1));
    later(1_000);
    expect(contentVersion()).toBe(start);
    markContentStaleAt(inMs(1_000));
    later(2_000);
    markContentStaleAt(inMs(40 * 24 * 60 * 60 * 1000));
    // The first moment passed unread: the version moves once, and the far one stays ahead.
    expect(contentVersion()).toBe(start + 1);
    later(40 * 24 * 60 * 60 * 1000);
    expect(contentVersion()).toBe(start + 2);
  });
});
