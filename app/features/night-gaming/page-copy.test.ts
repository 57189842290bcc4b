import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { ENGLISH_PAGE_PATHS } from "#app/content/public-paths.ts";
import { nightGamingCopy } from "./page-copy.ts";

describe("Night Gaming's title, description and intro", () => {
  const nightGaming = { ...defaultContent.nightGaming, price: 120, from: "23:00", to: "09:00" };

  it("name the price and hours staff saved, and nothing of the shipped ones", () => {
    const copy = nightGamingCopy({ nightGaming }, "da");
    expect(copy.title).toBe("Night Gaming – hele natten for 120 kr.");
    for (const text of [copy.description, copy.intro]) {
      expect(text).toContain("120 kr.");
      expect(text).toContain("23:00 til 09:00");
    }
    expect(JSON.stringify(copy)).not.toMatch(/100 kr\.|00:00|10:00/);
  });

  it("say them in English on the English page, at its own address", () => {
    const copy = nightGamingCopy({ nightGaming }, "en");
    expect(copy.path).toBe(ENGLISH_PAGE_PATHS.nightGaming);
    expect(copy.title).toBe("Night Gaming – the whole night for DKK 120");
    for (const text of [copy.description, copy.intro]) {
      expect(text).toContain("DKK 120");
      expect(text).toContain("23:00 to 09:00");
    }
    expect(copy.description).toContain("Counter-Strike 2, Valorant, League of Legends and more.");
  });
});
