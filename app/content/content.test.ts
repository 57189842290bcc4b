import { describe, expect, it } from "vitest";
import { departmentDetails } from "./department-details.ts";
import { departments } from "./departments.ts";
import { eventTypes } from "./events.ts";
import { faqs } from "./faq.ts";
import { figures, heroStats } from "./figures.ts";
import { nightGaming, nightQuotes, popularGames } from "./night-gaming.ts";
import { partners } from "./partners.ts";
import { PUBLIC_PATHS } from "./public-paths.ts";

const byId = Object.fromEntries(
  departments.map((d) => [d.id, { ...d, ...departmentDetails[d.id] }]),
);

describe("content matches the specification's constants", () => {
  it("prices per hour: Standard 12, VIP 14, PlayStation 25 per console", () => {
    expect(byId.standard?.pricePerHour).toBe(12);
    expect(byId.vip?.pricePerHour).toBe(14);
    expect(byId.playstation?.pricePerHour).toBe(25);
    expect(byId.playstation?.priceUnit).toContain("pr. konsol");
  });

  it("specs of §3, and the PlayStation list headed Features", () => {
    expect(byId.standard?.specs).toEqual([
      "Intel Core i5 11400",
      "NVIDIA RTX 3060 12GB",
      '25" 240 Hz-skærm',
    ]);
    expect(byId.vip?.specs).toEqual([
      "Intel Core i5 11600K",
      "NVIDIA RTX 3070 8GB",
      '27" 240 Hz G-Sync-skærm',
    ]);
    expect(byId.playstation?.specs.slice(0, 2)).toEqual(["PS5-konsoller", "Store 4K-skærme"]);
    expect(departments.map((d) => departmentDetails[d.id].specsHeading)).toEqual([
      "Tekniske Specs",
      "Tekniske Specs",
      "Features",
    ]);
    expect(departments.every((d) => d.highlights.length === 3)).toBe(true);
  });

  it("five event types, each 'Kontakt for tilbud', any group size, flexible duration", () => {
    expect(eventTypes.map((e) => e.id)).toEqual([
      "individuel",
      "gruppe",
      "foedselsdag",
      "firma",
      "lan",
    ]);
    for (const event of eventTypes) {
      expect(event.priceText).toBe("Kontakt for tilbud");
      expect(event.capacity).toBe("Alle gruppestørrelser");
      expect(event.duration).toBe("Fleksibel varighed");
    }
  });

  it("Night Gaming: 100 kr per person, 00:00-10:00, 2 toasts with refill and 1 drink", () => {
    expect(nightGaming.pricePerPerson).toBe(100);
    expect(nightGaming.hours).toEqual({ from: "00:00", to: "10:00" });
    expect(nightGaming.includes.join(" ")).toMatch(
      /2 toasts med refill.*1 drik.*energidrik, sodavand eller kaffe/,
    );
    expect(popularGames).toHaveLength(8);
    expect(nightQuotes.map((q) => q.rating)).toEqual([5, 5, 5]);
  });

  it("figures of §9, six FAQ answers and six partners", () => {
    expect(figures).toEqual({
      stations: "100+",
      departments: "3",
      eventsThisYear: "200+",
      happyCustomers: "1000+",
      returnRate: "95%",
      open: "24/7",
    });
    expect(heroStats.map((s) => s.value)).toEqual(["100+", "24/7", "3"]);
    expect(faqs).toHaveLength(6);
    expect(faqs.map((f) => f.answer).join(" ")).toMatch(/24\/7.*ingen aldersgrænse.*ikke tilladt/s);
    expect(partners).toHaveLength(6);
  });

  it("the public pages at the spec's addresses (the only place they are written out again)", () => {
    expect(PUBLIC_PATHS).toEqual([
      "/",
      "/services",
      "/references",
      "/booking",
      "/anmeldelse",
      "/privatliv",
      "/vilkaar",
    ]);
  });
});
