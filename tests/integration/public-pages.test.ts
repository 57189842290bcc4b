import { describe, expect, it } from "vitest";
import { bookingPage } from "#app/content/booking-page.ts";
import { placeholderContact } from "#app/content/contact.ts";
import { defaultContent } from "#app/content/defaults.ts";
import { homePage } from "#app/content/home-page.ts";
import { privacyPage, termsPage, termsSections } from "#app/content/legal.ts";
import { localizedContent } from "#app/content/localize.ts";
import { nightBenefits, nightPackageCopy } from "#app/content/night-gaming.ts";
import { PUBLIC_PAGES } from "#app/content/public-paths.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { homeCopy } from "#app/features/home/page-copy.ts";
import { nightGamingCopy } from "#app/features/night-gaming/page-copy.ts";
import { servicesCopy } from "#app/features/services/page-copy.ts";
import { parseSettings } from "#app/platform/env.server.ts";
import { decodeEntities, metaContent, bodyText as textOf } from "#tests/support/page-text.ts";
import { useServer } from "#tests/support/server.ts";

/** Each public page fetched as a search engine (or a visitor without JavaScript) gets it. */

// The server gets this environment's SITE_URL: the origin its links and sitemap must name.
const settings = parseSettings(process.env);
const origin = settings.SITE_URL;
// A fresh database shows the shipped content.
const { departments, events, faq, gear, partners, nightGaming } = defaultContent;
const contact = placeholderContact;

const home = homePage.da;
const services = servicesPage.da;
const booking = bookingPage.da;

const pages = [
  {
    copy: homeCopy(defaultContent, "da"),
    texts: [
      home.heading,
      home.intro,
      "Åbent 24/7",
      home.chooser.title,
      ...departments.map((d) => d.tagline),
      ...events.flatMap((e) => [e.title, e.subtitle, ...e.features]),
      "Kontakt for tilbud",
      home.closing.heading,
    ],
  },
  {
    copy: servicesCopy(defaultContent, "da"),
    texts: [
      services.heading,
      "gamingstationer",
      ...departments.flatMap((d) => [
        d.description,
        d.specsHeading,
        ...d.specs,
        ...Object.values(d.comparison),
        ...d.highlights,
      ]),
      "inkl. moms",
      "Ydeevne",
      "Skærmstørrelse",
      "Atmosfære",
      "Grafik",
      ...gear.flatMap((c) => [c.title, ...c.items]),
      ...partners.map((p) => p.name),
      services.partnerCta,
    ],
  },
  {
    copy: nightGamingCopy(defaultContent, "da"),
    texts: [
      nightGamingCopy(defaultContent, "da").heading,
      nightGamingCopy(defaultContent, "da").intro,
      ...nightBenefits(nightGaming, "da").flatMap((b) => [b.title, b.text]),
      nightPackageCopy.da.popularBadge,
      ...nightGaming.includes,
      ...nightGaming.games,
      ...nightGaming.quotes.map((q) => q.quote),
      "5 ud af 5 stjerner",
    ],
  },
  {
    copy: booking,
    texts: [
      booking.heading,
      booking.intro,
      ...faq.flatMap((f) => [f.question, f.answer]),
      booking.events.title,
      "Forventet antal gæster",
    ],
  },
  {
    copy: privacyPage.da,
    texts: privacyPage.da.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
  },
  {
    copy: termsPage.da,
    texts: termsSections(defaultContent.contact).flatMap((s) => [s.heading, ...s.paragraphs]),
  },
  // The English twins (docs/pages.md#english): the same facts, written in English.
  {
    copy: privacyPage.en,
    texts: [
      ...privacyPage.en.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
      "Contact",
      "CVR no.",
    ],
  },
  {
    copy: termsPage.en,
    texts: [
      ...termsSections(localizedContent(defaultContent, "en").contact, "en").flatMap((s) => [
        s.heading,
        ...s.paragraphs,
      ]),
      "Open 24/7 – round the clock, every day of the week, all year.",
    ],
  },
];

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string),
  );
}

describe("public pages without JavaScript", () => {
  const server = useServer({ SITE_URL: origin });

  for (const { copy, texts } of pages) {
    it(`${copy.path} has its full text, title, description, canonical and share tags`, async () => {
      const response = await fetch(`${server().url}${copy.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(
        `${copy.title} | ${contact.name}`,
      );
      expect(metaContent(html, "name", "description")).toBe(copy.description);
      expect(html).toContain(`<link rel="canonical" href="${origin}${copy.path}"/>`);
      expect(metaContent(html, "property", "og:url")).toBe(`${origin}${copy.path}`);
      expect(metaContent(html, "property", "og:title")).toContain(copy.title);
      expect(metaContent(html, "property", "og:image")).toBe(`${origin}/og-image.png`);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      const text = textOf(html);
      for (const phrase of texts) expect(text, phrase).toContain(phrase);
      // Footer: name, address, phone, e-mail and CVR on every page.
      for (const fact of [contact.address, contact.phone, contact.email, contact.cvr]) {
        expect(text).toContain(fact);
      }
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  it("home describes the business as JSON-LD, without review stars", async () => {
    const html = await (await fetch(`${server().url}/`)).text();
    const [business] = jsonLd(html);
    expect(business).toMatchObject({
      "@type": "EntertainmentBusiness",
      name: contact.name,
      telephone: contact.phone,
      email: contact.email,
    });
    expect(JSON.stringify(business)).not.toMatch(/aggregateRating/);
  });

  it("/booking carries its questions as FAQPage JSON-LD", async () => {
    const html = await (await fetch(`${server().url}/booking`)).text();
    const [faqPage] = jsonLd(html);
    expect(faqPage?.["@type"]).toBe("FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(faq.length);
  });

  it("serves the 1200×630 share image", async () => {
    const response = await fetch(`${server().url}/og-image.png`);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  it("lists the public pages in /sitemap.xml, never admin, auth or API", async () => {
    const response = await fetch(`${server().url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.flatMap((p) => [p.da, p.en]).map((p) => `${origin}${p}`));
    expect(xml).not.toMatch(/\/(admin|auth|api)/);
  });

  it("robots.txt keeps crawlers out of admin, auth and API and names the sitemap", async () => {
    const response = await fetch(`${server().url}/robots.txt`);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const robots = await response.text();
    for (const path of ["/admin", "/auth", "/api/"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
