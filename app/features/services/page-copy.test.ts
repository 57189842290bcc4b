import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { servicesCopy } from "./page-copy.ts";

describe("/services' description", () => {
  it("names the prices staff saved, and none of the shipped ones", () => {
    const departments = defaultContent.departments.map((d) => ({ ...d, price: d.price + 1 }));
    const copy = servicesCopy({ departments });
    expect(copy.description).toMatch(
      /^Standard fra 13 kr\., VIP fra 15 kr\. og PlayStation fra 26 kr\./,
    );
    expect(JSON.stringify(copy)).not.toMatch(/\b(12|14|25) kr\./);
  });
});
