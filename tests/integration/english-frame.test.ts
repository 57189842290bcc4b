import { describe, expect, it } from "vitest";
import { bookingPage } from "#app/content/booking-page.ts";
import { placeholderContact } from "#app/content/contact.ts";
import { defaultContent } from "#app/content/defaults.ts";
import { priceCopy } from "#app/content/departments.ts";
import { figureLabels } from "#app/content/figures.ts";
import { frameCopy } from "#app/content/frame.ts";
import { homePage } from "#app/content/home-page.ts";
import { localizedContent } from "#app/content/localize.ts";
import { nightPackageCopy } from "#app/content/night-gaming.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { ENGLISH_PAGE_PATHS } from "#app/content/public-paths.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { testimonialsCopy } from "#app/content/testimonials.ts";
import { homeCopy } from "#app/features/home/page-copy.ts";
import { nightGamingCopy } from "#app/features/night-gaming/page-copy.ts";
import { servicesCopy } from "#app/features/services/page-copy.ts";
import { parseSettings } from "#app/platform/env.server.ts";
import { decodeEntities, metaContent, bodyText as textOf } from "#tests/support/page-text.ts";
import { useServer } from "#tests/support/server.ts";

/**
 * The English home page, /en/services, /en/night-gaming and /en/booking as a search engine (or a
 * visitor without JavaScript) gets them (docs/pages.md#english): `<html lang="en">`, the English
 * title and description, and every fixed text of the page and of the frame around it in English.
 * The staff's texts are another matter (their English is part of the content they edit).
 */

const origin = parseSettings(process.env).SITE_URL;

/** Every string in a piece of copy, leaving out the keys named (texts not shown as text). */
function strings(value: unknown, leaveOut: readonly string[] = []): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value)
    .filter(([key]) => !leaveOut.includes(key))
    .flatMap(([, inner]) => strings(inner));
}

/** The shipped content as the English pages show it. */
const english = localizedContent(defaultContent, "en");
const meta = ["path", "title", "description"];
const frame = frameCopy.en;
const frameTexts = [
  ...strings(frame, ["mainMenu", "mobileMenu", "notice", "about"]),
  frame.about(english.figures.stations),
];
const testimonials = testimonialsCopy.en;

const pages = [
  {
    copy: homeCopy(english, "en"),
    texts: [
      ...strings(homePage.en, meta),
      ...strings(figureLabels.en, ["band"]),
      testimonials.eyebrow,
      testimonials.heading,
      testimonials.note,
      testimonials.write,
      "DKK 12",
      priceCopy.en.vat,
      // The hours are the staff's text: their English comes with the content's.
      "Open 24/7",
    ],
    labels: [figureLabels.en.band],
  },
  {
    copy: servicesCopy(english, "en"),
    texts: [
      ...strings(servicesPage.en, meta),
      ...strings(priceCopy.en),
      figureLabels.en.stations,
      ...english.departments.map((d) => `Book ${d.title}`),
      "DKK 14",
    ],
    labels: [servicesPage.en.tableCaption],
  },
  {
    copy: nightGamingCopy(english, "en"),
    texts: [
      ...strings(nightGamingCopy(english, "en"), [...meta, "moreGames", "packageIllustration"]),
      ...strings(nightPackageCopy.en, ["hours"]),
      nightPackageCopy.en.hours.title,
      nightPackageCopy.en.hours.text(english.nightGaming.from, english.nightGaming.to),
      priceCopy.en.vat,
      "5 out of 5 stars",
    ],
    labels: [nightGamingPage.en.packageIllustration],
  },
  {
    copy: bookingPage.en,
    texts: strings(bookingPage.en, [...meta, "eventMail"]),
    labels: [],
  },
];

/**
 * The Danish fixed copy these pages replace, where it can be told apart: not a name both
 * languages share (`Night Gaming`), nor words the shipped staff texts happen to use too (the
 * staff's English is the content's, not the page's).
 */
const englishTexts = [...frameTexts, ...pages.flatMap((page) => page.texts)].join("\n");
const staffTexts = strings(defaultContent).join("\n");
const danish = [
  homePage.da,
  servicesPage.da,
  nightGamingPage.da,
  bookingPage.da,
  figureLabels.da,
  nightPackageCopy.da,
  priceCopy.da,
  frameCopy.da,
  testimonialsCopy.da,
]
  .flatMap((copy) => strings(copy))
  .filter((text) => !englishTexts.includes(text) && !staffTexts.includes(text));

describe("the English pages without JavaScript", () => {
  const server = useServer({ SITE_URL: origin });

  for (const { copy, texts, labels } of pages) {
    it(`${copy.path} is English throughout: language, title, description, text and names`, async () => {
      const response = await fetch(`${server().url}${copy.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(
        `${copy.title} | ${placeholderContact.name}`,
      );
      expect(metaContent(html, "name", "description")).toBe(copy.description);
      expect(metaContent(html, "property", "og:locale")).toBe("en_GB");
      expect(html).toContain(`<link rel="canonical" href="${origin}${copy.path}"/>`);

      const text = textOf(html);
      for (const phrase of [...texts, ...frameTexts]) expect(text, phrase).toContain(phrase);
      for (const phrase of danish) expect(text, phrase).not.toContain(phrase);
      for (const label of [...labels, frame.mainMenu, frame.mobileMenu]) {
        expect(decodeEntities(html), label).toContain(`aria-label="${label}"`);
      }
      // Every link between the public pages stays in English.
      const links = [...html.matchAll(/<a [^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !tag.includes("data-lang-switch"))
        .map((tag) => tag.match(/href="(\/[^"#?]*)/)?.[1])
        .filter((href) => href !== undefined);
      const danishLinks = links.filter(
        (href) => !href.startsWith("/en") && !href.startsWith("/assets/"),
      );
      expect(danishLinks, "links to Danish pages").toEqual([]);
    });
  }

  it("the home page's JSON-LD describes the business in English", async () => {
    const html = await (await fetch(`${server().url}${ENGLISH_PAGE_PATHS.home}`)).text();
    const ld = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
    const business = JSON.parse(ld ?? "{}");
    expect(business.description).toBe(homeCopy(english, "en").description);
    expect(business.url).toBe(`${origin}${ENGLISH_PAGE_PATHS.home}`);
    expect(business.priceRange).toBe("DKK 12-DKK 25 per hour");
  });
});
