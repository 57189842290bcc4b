import type { Lang } from "#app/content/language.ts";
import type { SiteContent } from "#app/content/sections.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { formatKroner, listText } from "#app/lib/format.ts";

/**
 * /services' title, path and meta description, which names the prices staff set: `Standard fra
 * 12 kr., VIP fra …` (English: `Standard from DKK 12, VIP from …`).
 */
export function servicesCopy({ departments }: Pick<SiteContent, "departments">, lang: Lang) {
  const copy = servicesPage[lang];
  const prices = departments.map((d) => copy.priceFrom(d.title, formatKroner(d.price, lang)));
  return {
    path: copy.path,
    title: copy.title,
    description: copy.description(listText(prices, lang)),
  };
}
