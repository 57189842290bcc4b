import { describe, expect, it } from "vitest";
import { frameCopy } from "./frame.ts";
import { homePage } from "./home-page.ts";
import { testimonialsCopy } from "./testimonials.ts";

/**
 * Copy built from values, in both languages. That every copy module has the same texts in both
 * is `language.test.ts`'s walk.
 */
describe("copy built from values", () => {
  it("the home page's description names the stations figure in either language", () => {
    expect(homePage.en.description("100+")).toContain("100+ gaming stations");
    expect(homePage.da.description("100+")).toContain("100+ gamingstationer");
  });

  it("the footer's sentence carries the stations figure", () => {
    expect(frameCopy.en.about("100+")).toBe(
      "Esports and gaming in Frederiksberg with 100+ gaming stations.",
    );
  });

  it("counts reviews in the English plural", () => {
    expect(testimonialsCopy.en.count(1, "1")).toBe("1 review");
    expect(testimonialsCopy.en.count(1200, "1,200")).toBe("1,200 reviews");
  });
});
