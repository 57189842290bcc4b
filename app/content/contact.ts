import { placeholderPartners } from "./partners.ts";
import type { SiteContent } from "./sections.ts";

/**
 * The center's contact and business details as shipped: placeholders until staff enter the real
 * ones in the admin (or the operator sets SITE_PHONE and the others). `/admin` lists every one
 * still in use, and the server warns at start in production.
 */
export const placeholderContact = {
  name: "Frederiksberg Gaming Center",
  phone: "+45 12 34 56 78",
  email: "kontakt@gamingcenter.example",
  address: "Eksempelvej 1, 2000 Frederiksberg",
  cvr: "12345678",
} as const;

/** The seed of the `contact` section (sections.ts). */
export const defaultContact: SiteContent["contact"] = {
  ...placeholderContact,
  hours: "Åbent 24/7",
  hoursDetail: "Døgnet rundt, alle ugens dage, hele året",
  social: [
    { label: "Instagram", url: "https://www.instagram.com/" },
    { label: "Facebook", url: "https://www.facebook.com/" },
    { label: "TikTok", url: "https://www.tiktok.com/" },
    { label: "Discord", url: "https://discord.com/" },
  ],
  en: { hours: "Open 24/7", hoursDetail: "Round the clock, every day of the week, all year" },
};

/** The opening hours staff set, in one sentence: `Åbent 24/7 – døgnet rundt, alle ugens dage, hele året`. */
export function hoursText({
  hours,
  hoursDetail,
}: Pick<SiteContent["contact"], "hours" | "hoursDetail">) {
  return `${hours} – ${hoursDetail.toLowerCase()}`;
}

const placeholderLabels = {
  phone: "telefonnummeret",
  email: "e-mailadressen",
  address: "adressen",
  cvr: "CVR-nummeret",
} as const;

/**
 * The shipped placeholders still shown to visitors, named in Danish (`telefonnummeret`): the
 * admin lists them, and the server warns at start in production.
 */
export type Placeholder = { field: keyof typeof placeholderLabels | "partners"; label: string };

export function placeholdersInUse(
  contact: SiteContent["contact"],
  partners: SiteContent["partners"],
): Placeholder[] {
  const shippedPartners = placeholderPartners.map((partner) => partner.name);
  const fields = Object.keys(placeholderLabels) as (keyof typeof placeholderLabels)[];
  const found: Placeholder[] = fields
    .filter((field) => contact[field] === placeholderContact[field])
    .map((field) => ({ field, label: placeholderLabels[field] as string }));
  if (partners.some((partner) => shippedPartners.includes(partner.name))) {
    found.push({ field: "partners", label: "partnerne" });
  }
  return found;
}
