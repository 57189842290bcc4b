import { departmentLink } from "#app/content/departments.ts";
import { homePage } from "#app/content/home-page.ts";
import type { Lang } from "#app/content/language.ts";
import { openingHours } from "#app/content/navigation.ts";
import type { Faq, SiteContent } from "#app/content/sections.ts";
import { formatKroner } from "./format.ts";
import type { PublicSettings } from "./site.ts";

/** Splits `Eksempelvej 1, 2000 Frederiksberg` into schema.org's address parts. */
export function postalAddress(address: string) {
  const match = address.match(/^(.*?),\s*(\d{4})\s+(.+)$/);
  return {
    "@type": "PostalAddress",
    streetAddress: match ? match[1] : address,
    ...(match ? { postalCode: match[2], addressLocality: match[3] } : {}),
    addressCountry: "DK",
  };
}

/** The price range's unit after the cheapest and dearest hourly prices. */
const PER_HOUR = { da: "pr. time", en: "per hour" } as const satisfies Record<Lang, string>;

/**
 * `EntertainmentBusiness` for the home page, in the page's language (its description and the
 * departments' texts); deliberately without review stars.
 */
export function businessJsonLd(
  site: PublicSettings,
  { departments, figures }: Pick<SiteContent, "departments" | "figures">,
  lang: Lang,
) {
  const home = homePage[lang];
  const prices = departments.map((department) => department.price);
  return {
    "@context": "https://schema.org",
    "@type": "EntertainmentBusiness",
    name: site.siteName,
    description: home.description(figures.stations),
    url: `${site.siteUrl}${home.path}`,
    image: `${site.siteUrl}/og-image.png`,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site.address),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: openingHours.days,
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
    priceRange: `${formatKroner(Math.min(...prices), lang)}-${formatKroner(Math.max(...prices), lang)} ${PER_HOUR[lang]}`,
    department: departments.map((department) => ({
      "@type": "EntertainmentBusiness",
      name: `${site.siteName} – ${department.title}`,
      description: department.tagline,
      url: `${site.siteUrl}${departmentLink(department.id, lang)}`,
    })),
  };
}

/** `FAQPage` for /booking, from the same questions the page shows. */
export function faqJsonLd(faqs: Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
