import { describe, expect, it } from "vitest";
import { freeSlug, slugFromTitle } from "./slug.ts";

describe("an event's slug", () => {
  it("is the title in lower case, words joined by dashes", () => {
    expect(slugFromTitle("LAN-aften December")).toBe("lan-aften-december");
    expect(slugFromTitle("  Counter-Strike 2: Cup #3!  ")).toBe("counter-strike-2-cup-3");
  });

  it("spells out æ, ø and å, and drops other accents", () => {
    expect(slugFromTitle("Årets første Ølsmagning & Æbleskiver")).toBe(
      "aarets-foerste-oelsmagning-aebleskiver",
    );
    expect(slugFromTitle("Pokémon Café Ñandú")).toBe("pokemon-cafe-nandu");
  });

  it("is never empty and never ends in a dash when cut short", () => {
    expect(slugFromTitle("🎮🎮")).toBe("begivenhed");
    const long = slugFromTitle(`${"a".repeat(59)} b`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("takes -2, -3… on a clash", () => {
    expect(freeSlug("lan-aften", new Set())).toBe("lan-aften");
    expect(freeSlug("lan-aften", new Set(["lan-aften"]))).toBe("lan-aften-2");
    expect(freeSlug("lan-aften", new Set(["lan-aften", "lan-aften-2"]))).toBe("lan-aften-3");
  });
});
