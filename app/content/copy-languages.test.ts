import { describe, expect, it } from "vitest";
import { bookingPage } from "./booking-page.ts";
import { priceCopy } from "./departments.ts";
import { figureLabels } from "./figures.ts";
import { frameCopy } from "./frame.ts";
import { homePage } from "./home-page.ts";
import type { Bilingual } from "./language.ts";
import { nightPackageCopy } from "./night-gaming.ts";
import { nightGamingPage } from "./night-gaming-page.ts";
import { partnerMail } from "./partners.ts";
import { servicesPage } from "./services-page.ts";
import { testimonialsCopy } from "./testimonials.ts";

/**
 * The public pages' fixed copy in both languages (docs/decisions/040-english-as-typed-copy.md):
 * TypeScript refuses an English object with a key the Danish lacks, and this walks the objects
 * as they are at run time, so nothing built or spread around the types slips through.
 */
const modules: Record<string, Bilingual<unknown>> = {
  bookingPage,
  priceCopy,
  figureLabels,
  frameCopy,
  homePage,
  nightPackageCopy,
  nightGamingPage,
  partnerMail,
  servicesPage,
  testimonialsCopy,
};

/** Where the two objects differ in shape: `path: what` for each difference. */
function differences(da: unknown, en: unknown, path = ""): string[] {
  if (typeof da !== typeof en || Array.isArray(da) !== Array.isArray(en)) {
    return [`${path}: ${typeof da} in Danish, ${typeof en} in English`];
  }
  if (typeof da === "function" && typeof en === "function") {
    return da.length === en.length ? [] : [`${path}: takes ${da.length} in Danish, ${en.length}`];
  }
  if (typeof da === "string") return en === "" ? [`${path}: empty in English`] : [];
  if (typeof da !== "object" || da === null || en === null) return [];
  const keys = new Set([...Object.keys(da), ...Object.keys(en as object)]);
  return [...keys].flatMap((key) => {
    const inDa = key in da;
    const inEn = key in (en as object);
    if (!inDa || !inEn) return [`${path}.${key}: only in ${inDa ? "Danish" : "English"}`];
    const at = (object: object) => (object as Record<string, unknown>)[key];
    return differences(at(da), at(en as object), `${path}.${key}`);
  });
}

/** Every string in a piece of copy, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(strings);
}

describe.each(Object.entries(modules))("%s", (_, copy) => {
  it("has the same keys, lists and functions in Danish and English", () => {
    expect(differences(copy.da, copy.en)).toEqual([]);
  });

  it("says nothing in Danish on the English page", () => {
    expect(strings(copy.en).filter((text) => /[æøåÆØÅ]/.test(text))).toEqual([]);
  });
});

describe("copy built from values", () => {
  it("the home page's description names the stations figure in either language", () => {
    expect(homePage.en.description("100+")).toContain("100+ gaming stations");
    expect(homePage.da.description("100+")).toContain("100+ gamingstationer");
  });

  it("the footer's sentence carries the figures and the hours staff set", () => {
    expect(frameCopy.en.about("100+", "Open 24/7")).toBe(
      "Esports and gaming in Frederiksberg with 100+ gaming stations. Open 24/7.",
    );
  });

  it("counts reviews in the English plural", () => {
    expect(testimonialsCopy.en.count(1, "1")).toBe("1 review");
    expect(testimonialsCopy.en.count(1200, "1,200")).toBe("1,200 reviews");
  });
});
