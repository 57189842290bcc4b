import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { nightGamingCopy } from "./page-copy.ts";

describe("Night Gaming's title, description and intro", () => {
  it("name the price and hours staff saved, and nothing of the shipped ones", () => {
    const nightGaming = { ...defaultContent.nightGaming, price: 120, from: "23:00", to: "09:00" };
    const copy = nightGamingCopy({ nightGaming });
    expect(copy.title).toBe("Night Gaming – hele natten for 120 kr.");
    for (const text of [copy.description, copy.intro]) {
      expect(text).toContain("120 kr.");
      expect(text).toContain("23:00 til 09:00");
    }
    expect(JSON.stringify(copy)).not.toMatch(/100 kr\.|00:00|10:00/);
  });
});
