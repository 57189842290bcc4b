import { homePage } from "#app/content/home-page.ts";
import type { Lang } from "#app/content/language.ts";
import type { SiteContent } from "#app/content/sections.ts";

/** The home page's title, description and path; the description names the stations figure staff set. */
export function homeCopy({ figures }: Pick<SiteContent, "figures">, lang: Lang) {
  const copy = homePage[lang];
  return { path: copy.path, title: copy.title, description: copy.description(figures.stations) };
}
