import type { DepartmentId } from "#app/content/sections.ts";
import neonRoom from "#app/images/neon-room.svg?raw";
import night from "#app/images/night.svg?raw";
import playstation from "#app/images/playstation.svg?raw";
import standard from "#app/images/standard.svg?raw";
import vip from "#app/images/vip.svg?raw";
import { type InlineSvg, svgInPage } from "#app/lib/svg-in-page.ts";

/**
 * The illustrations as markup of the page itself: each is small and compresses with the page,
 * where as image files they were four more requests (and four SVG documents for the browser to
 * set up) at the moment a phone fetches the fonts, delaying the text
 * (docs/decisions/023-public-pages.md; sizes in docs/performance.md).
 */
export const illustrations = {
  // The hero's background covers its box, cropping the drawing rather than leaving bands.
  neonRoom: svgInPage(neonRoom, "neon-room", 'preserveAspectRatio="xMidYMid slice"'),
  night: svgInPage(night, "night"),
} as const;

export const departmentIllustration: Record<DepartmentId, InlineSvg> = {
  standard: svgInPage(standard, "standard"),
  vip: svgInPage(vip, "vip"),
  playstation: svgInPage(playstation, "playstation"),
};
