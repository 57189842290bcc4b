import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { ENGLISH_PAGE_PATHS } from "#app/content/public-paths.ts";
import { servicesCopy } from "./page-copy.ts";

describe("/services' description", () => {
  const departments = defaultContent.departments.map((d) => ({ ...d, price: d.price + 1 }));

  it("names the prices staff saved, and none of the shipped ones", () => {
    const copy = servicesCopy({ departments }, "da");
    expect(copy.description).toMatch(
      /^Standard fra 13 kr\., VIP fra 15 kr\. og PlayStation fra 26 kr\./,
    );
    expect(JSON.stringify(copy)).not.toMatch(/\b(12|14|25) kr\./);
  });

  it("says them in English on the English page, at its own address", () => {
    const copy = servicesCopy({ departments }, "en");
    expect(copy.path).toBe(ENGLISH_PAGE_PATHS.services);
    expect(copy.description).toMatch(
      /^Standard from DKK 13, VIP from DKK 15 and PlayStation from DKK 26 an hour, VAT included\./,
    );
  });
});
