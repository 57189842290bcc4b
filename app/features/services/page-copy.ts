import type { SiteContent } from "#app/content/sections.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { formatKroner, listText } from "#app/lib/format.ts";

/** /services' meta description names the prices staff set: `Standard fra 12 kr., VIP fra …`. */
export function servicesCopy({ departments }: Pick<SiteContent, "departments">) {
  const prices = listText(departments.map((d) => `${d.title} fra ${formatKroner(d.price)}`));
  return {
    ...servicesPage,
    description: `${prices} i timen inkl. moms. Se specs, udstyr og partnere i vores gamingcenter i Frederiksberg.`,
  };
}
