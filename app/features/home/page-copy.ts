import { homeDescription, homePage } from "#app/content/home-page.ts";
import type { SiteContent } from "#app/content/sections.ts";

/** The home page's description names the stations figure staff set. */
export function homeCopy({ figures }: Pick<SiteContent, "figures">) {
  return { ...homePage, description: homeDescription(figures.stations) };
}
