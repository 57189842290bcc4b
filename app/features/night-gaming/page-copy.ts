import type { Lang } from "#app/content/language.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import type { SiteContent } from "#app/content/sections.ts";
import { formatKroner, listText } from "#app/lib/format.ts";

/**
 * Night Gaming's copy in the page's language, its title, description and intro naming the price,
 * hours and games staff set; what the package includes is said only by the package itself
 * (`includes`).
 */
export function nightGamingCopy({ nightGaming }: Pick<SiteContent, "nightGaming">, lang: Lang) {
  const copy = nightGamingPage[lang];
  const night = {
    price: formatKroner(nightGaming.price, lang),
    from: nightGaming.from,
    to: nightGaming.to,
    unit: nightGaming.priceUnit,
    games: listText([...nightGaming.games.slice(0, 3), copy.moreGames], lang),
  };
  return {
    ...copy,
    title: copy.title(night),
    description: copy.description(night),
    intro: copy.intro(night),
  };
}
