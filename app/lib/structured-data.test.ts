import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { parseSettings, publicSettings } from "#app/platform/env.server.ts";
import { businessJsonLd, faqJsonLd } from "./structured-data.ts";

const site = publicSettings(
  defaultContent.contact,
  parseSettings({ SITE_ADDRESS: "Gamlevej 7, 2000 Frederiksberg", SITE_PHONE: "+45 70 70 70 70" }),
);

describe("structured data", () => {
  it("describes an EntertainmentBusiness open all week, 00:00-23:59, without review stars", () => {
    const business = businessJsonLd(site, defaultContent, "da");
    expect(business["@type"]).toBe("EntertainmentBusiness");
    expect(business.telephone).toBe("+45 70 70 70 70");
    expect(business.email).toBe(site.email);
    expect(business.address).toMatchObject({
      streetAddress: "Gamlevej 7",
      postalCode: "2000",
      addressLocality: "Frederiksberg",
      addressCountry: "DK",
    });
    expect(business.openingHoursSpecification[0]?.dayOfWeek).toHaveLength(7);
    expect(business.openingHoursSpecification[0]).toMatchObject({
      opens: "00:00",
      closes: "23:59",
    });
    expect(business.department.map((d) => d.url)).toEqual([
      `${site.siteUrl}/services#standard`,
      `${site.siteUrl}/services#vip`,
      `${site.siteUrl}/services#playstation`,
    ]);
    expect(JSON.stringify(business)).not.toMatch(/aggregateRating|review/i);
  });

  it("speaks the English page's language: its description, prices and addresses", () => {
    const business = businessJsonLd(site, defaultContent, "en");
    expect(business.url).toBe(`${site.siteUrl}/en`);
    expect(business.description).toMatch(/^Esports and gaming centre in Frederiksberg with 100\+/);
    expect(business.priceRange).toBe("DKK 12-DKK 25 per hour");
    expect(business.department.map((d) => d.url)).toEqual([
      `${site.siteUrl}/en/services#standard`,
      `${site.siteUrl}/en/services#vip`,
      `${site.siteUrl}/en/services#playstation`,
    ]);
  });

  it("turns the six FAQ entries into a FAQPage", () => {
    const page = faqJsonLd(defaultContent.faq);
    expect(page["@type"]).toBe("FAQPage");
    expect(page.mainEntity).toHaveLength(6);
    expect(page.mainEntity[1]).toMatchObject({
      "@type": "Question",
      name: defaultContent.faq[1]?.question,
      acceptedAnswer: { "@type": "Answer", text: defaultContent.faq[1]?.answer },
    });
  });
});
