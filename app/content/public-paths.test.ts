import { describe, expect, it } from "vitest";
import { PAGES, twinPath } from "./public-paths.ts";

describe("twinPath", () => {
  it("leads each page of the table to its twin and back", () => {
    for (const page of Object.values(PAGES)) {
      expect(twinPath(page.da)).toBe(page.en);
      expect(twinPath(page.en)).toBe(page.da);
    }
  });

  it("keeps an event, its big screen, its calendar and a registration's token", () => {
    expect(twinPath("/begivenheder/fredagsturnering")).toBe("/en/events/fredagsturnering");
    expect(twinPath("/en/events/fredagsturnering")).toBe("/begivenheder/fredagsturnering");
    expect(twinPath("/begivenheder/cup/storskaerm")).toBe("/en/events/cup/big-screen");
    expect(twinPath("/en/events/cup/big-screen")).toBe("/begivenheder/cup/storskaerm");
    expect(twinPath("/begivenheder.ics")).toBe("/en/events.ics");
    expect(twinPath("/tilmelding/abc123")).toBe("/en/registration/abc123");
    expect(twinPath("/en/registration/abc123")).toBe("/tilmelding/abc123");
  });

  it("leads an address it does not know to the other language's home page", () => {
    expect(twinPath("/findes-ikke")).toBe("/en");
    expect(twinPath("/en/no-such-page")).toBe("/");
    expect(twinPath("/services/")).toBe("/en/services");
  });
});
