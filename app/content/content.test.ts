import { describe, expect, it } from "vitest";
import { bookingPage } from "./booking-page.ts";
import { placeholdersInUse } from "./contact.ts";
import { defaultContent } from "./defaults.ts";
import { figureIn, heroStats, homeFigures } from "./figures.ts";
import { homePage } from "./home-page.ts";
import { privacyPage, REGISTRATION_DAYS, termsPage, termsSections } from "./legal.ts";
import { localizedContent } from "./localize.ts";
import { nightPackageCopy } from "./night-gaming.ts";
import { nightGamingPage } from "./night-gaming-page.ts";
import { PAGE_PATHS, PUBLIC_PATHS } from "./public-paths.ts";
import { SECTION_NAMES, sectionSchemas } from "./sections.ts";
import { servicesPage } from "./services-page.ts";
import { submitTestimonialPage } from "./submit-testimonial-page.ts";

const { departments, events, faq, figures, nightGaming, partners } = defaultContent;
const byId = Object.fromEntries(departments.map((d) => [d.id, d]));

describe("the shipped content is what the admin could have saved", () => {
  it.each(SECTION_NAMES)("%s passes its section's schema unchanged", (name) => {
    const result = sectionSchemas[name].safeParse(defaultContent[name]);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toEqual(defaultContent[name]);
  });
});

/**
 * The public pages at their addresses (docs/pages.md#addresses): the only place they are written
 * out again.
 */
const SPEC_PAGES = [
  ["home", "/"],
  ["services", "/services"],
  ["nightGaming", "/references"],
  ["booking", "/booking"],
  ["events", "/begivenheder"],
  ["submitTestimonial", "/anmeldelse"],
  ["privacy", "/privatliv"],
  ["terms", "/vilkaar"],
] as const;

describe("content matches the specification's constants", () => {
  it("prices per hour: Standard 12, VIP 14, PlayStation 25 per console", () => {
    expect(byId.standard?.price).toBe(12);
    expect(byId.vip?.price).toBe(14);
    expect(byId.playstation?.price).toBe(25);
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
    expect(departments.map((d) => d.specsHeading)).toEqual([
      "Tekniske Specs",
      "Tekniske Specs",
      "Features",
    ]);
    expect(departments.every((d) => d.highlights.length === 3)).toBe(true);
  });

  it("five event types, each 'Kontakt for tilbud', any group size, flexible duration", () => {
    expect(events.map((e) => e.title)).toEqual([
      "Individuel gaming",
      "Gruppegaming",
      "Fødselsdag",
      "Firmaarrangement",
      "LAN-party",
    ]);
    for (const event of events) {
      expect(event.priceText).toBe("Kontakt for tilbud");
      expect(event.capacity).toBe("Alle gruppestørrelser");
      expect(event.duration).toBe("Fleksibel varighed");
    }
  });

  it("Night Gaming: 100 kr per person, 00:00-10:00, 2 toasts with refill and 1 drink", () => {
    expect(nightGaming.price).toBe(100);
    expect([nightGaming.from, nightGaming.to]).toEqual(["00:00", "10:00"]);
    expect(nightGaming.includes.join(" ")).toMatch(
      /2 toasts med refill.*1 drik.*energidrik, sodavand eller kaffe/,
    );
    expect(nightGaming.games).toHaveLength(8);
    expect(nightGaming.quotes).toHaveLength(3);
  });

  it("figures of §9, all six on the home page; six FAQ answers and six partners", () => {
    const shown = [...heroStats(figures, "da"), ...homeFigures(figures, "da")].map((s) => s.value);
    expect(shown).toEqual(["100+", "24/7", "3", "200+", "1000+", "95 %"]);
    expect(homeFigures(figures, "en").map((s) => s.value)).toEqual(["200+", "1000+", "95%"]);
    expect(figures.departments).toBe(String(departments.length));
    expect(faq).toHaveLength(6);
    expect(faq.map((f) => f.answer).join(" ")).toMatch(/24\/7.*ingen aldersgrænse.*ikke tilladt/s);
    expect(partners).toHaveLength(6);
  });

  it("a per cent figure as each language sets it, however staff spaced it", () => {
    expect(figureIn("95%", "da")).toBe("95 %");
    expect(figureIn("95 %", "en")).toBe("95%");
    expect(figureIn("Op til 50 % rabat", "en")).toBe("Op til 50% rabat");
    expect(figureIn("24/7", "en")).toBe("24/7");
  });

  it.each(SPEC_PAGES)("the %s page is at its documented address %s", (page, path) => {
    expect(PAGE_PATHS[page]).toBe(path);
  });

  it("the sitemap lists every public page, in that order", () => {
    expect(PUBLIC_PATHS).toEqual(SPEC_PAGES.map(([, path]) => path));
  });
});

describe("placeholders", () => {
  it("names every shipped example still in use, and none once replaced", () => {
    const found = placeholdersInUse(defaultContent.contact, defaultContent.partners);
    expect(found.map((each) => each.field)).toEqual([
      "phone",
      "email",
      "address",
      "cvr",
      "partners",
    ]);
    expect(found.map((each) => each.label)).toEqual([
      "telefonnummeret",
      "e-mailadressen",
      "adressen",
      "CVR-nummeret",
      "partnerne",
    ]);
    const real = {
      ...defaultContent.contact,
      phone: "+45 33 33 33 33",
      email: "hej@center.dk",
      address: "Falkoner Allé 1, 2000 Frederiksberg",
      cvr: "11223344",
    };
    expect(placeholdersInUse(real, [])).toEqual([]);
  });
});

/** Every string in a piece of copy, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(strings);
}

describe("one source per fact", () => {
  // What staff edit in the admin, as shipped: written again in fixed copy, it would go stale
  // (or be overridden, unread) the day they change it.
  const facts = [
    ...departments.map((d) => `${d.price} kr.`),
    `${nightGaming.price} kr.`,
    nightGaming.from,
    nightGaming.to,
    ...nightGaming.includes,
    figures.stations,
    defaultContent.contact.hoursDetail.toLowerCase(),
  ];
  const fixedCopy = {
    homePage,
    servicesPage,
    nightGamingPage,
    // The first benefit names the hours from the saved section; the others are fixed.
    nightPackageCopy: {
      da: nightPackageCopy.da.otherBenefits,
      en: nightPackageCopy.en.otherBenefits,
    },
    bookingPage,
    submitTestimonialPage,
    privacyPage,
    termsPage,
  };

  it.each(Object.entries(fixedCopy))("%s states none of the saved sections' facts", (_, copy) => {
    const stated = strings(copy).flatMap((text) =>
      facts.filter((fact) => text.toLowerCase().includes(fact.toLowerCase())),
    );
    expect(stated).toEqual([]);
  });

  it("the English house rules say the hours in English, staff's own without English in Danish", () => {
    const english = localizedContent(defaultContent, "en").contact;
    expect(termsSections(english, "en")[0]).toEqual({
      heading: "Opening hours",
      paragraphs: [`${english.hours} – ${english.hoursDetail.toLowerCase()}.`],
    });
    const own = { ...defaultContent.contact, hours: "Åbent 10-02", hoursDetail: "Alle ugens dage" };
    const unwritten = { ...own, en: { ...own.en, hours: "", hoursDetail: "" } };
    const contact = localizedContent({ ...defaultContent, contact: unwritten }, "en").contact;
    expect(termsSections(contact, "en")[0]).toEqual({
      heading: "Opening hours",
      paragraphs: ["Åbent 10-02 – alle ugens dage."],
      lang: "da",
    });
  });

  it("the privacy page states the erasure's days in both languages from one number", () => {
    for (const lang of ["da", "en"] as const) {
      const said = strings(privacyPage[lang]).filter((text) => /\b30\b/.test(text));
      expect(said.length, lang).toBeGreaterThanOrEqual(3);
      expect(said.join(" ")).toContain(String(REGISTRATION_DAYS));
    }
    expect(strings(privacyPage.en).join(" ")).toMatch(/names in the bracket and the results stay/);
  });

  it("the house rules open with the hours staff saved", () => {
    const contact = { hours: "Åbent 10-02", hoursDetail: "Alle ugens dage" };
    expect(termsSections(contact)[0]).toEqual({
      heading: "Åbningstider",
      paragraphs: ["Åbent 10-02 – alle ugens dage."],
    });
  });
});
