import { departmentLink } from "#app/content/departments.ts";
import { homeDescription } from "#app/content/home-page.ts";
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

/** `EntertainmentBusiness` for the home page; deliberately without review stars. */
export function businessJsonLd(
  site: PublicSettings,
  { departments, figures }: Pick<SiteContent, "departments" | "figures">,
) {
  const prices = departments.map((department) => department.price);
  return {
    "@context": "https://schema.org",
    "@type": "EntertainmentBusiness",
    name: site.siteName,
    description: homeDescription(figures.stations),
    url: `${site.siteUrl}/`,
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
    priceRange: `${formatKroner(Math.min(...prices))}-${formatKroner(Math.max(...prices))} pr. time`,
    department: departments.map((department) => ({
      "@type": "EntertainmentBusiness",
      name: `${site.siteName} – ${department.title}`,
      description: department.tagline,
      url: `${site.siteUrl}${departmentLink(department.id)}`,
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
