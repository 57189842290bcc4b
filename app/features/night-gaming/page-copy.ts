import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import type { SiteContent } from "#app/content/sections.ts";
import { formatKroner, listText } from "#app/lib/format.ts";

/**
 * Night Gaming's title, description and intro name the price, hours and games staff set; what
 * the package includes is said only by the package itself (`includes`).
 */
export function nightGamingCopy({ nightGaming }: Pick<SiteContent, "nightGaming">) {
  const price = formatKroner(nightGaming.price);
  const games = listText([...nightGaming.games.slice(0, 3), "mere"]);
  return {
    ...nightGamingPage,
    title: `Night Gaming – hele natten for ${price}`,
    description: `Night Gaming fra ${nightGaming.from} til ${nightGaming.to} for ${price} ${nightGaming.priceUnit}. ${games}.`,
    intro: `Fra ${nightGaming.from} til ${nightGaming.to}: high-end setup, mad og drikke – for ${price} ${nightGaming.priceUnit}.`,
  };
}
