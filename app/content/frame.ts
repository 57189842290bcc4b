/**
 * The fixed copy of the frame every public page shares (docs/pages.md#the-frame-every-page-shares):
 * skip link, the menus' names, `Til toppen`, the footer and the notice's name. The links'
 * names are in navigation.ts.
 */

import { bilingual, type Copy } from "./language.ts";

const da = {
  skipLink: "Spring til indhold",
  mainMenu: "Hovedmenu",
  mobileMenu: "Mobilmenu",
  /** The phone menu's toggle: `Menu` in both languages. */
  menu: "Menu",
  backToTop: "Til toppen",
  /** The staff's notice at the top of every page. */
  notice: "Besked fra centret",
  /**
   * The footer's sentence under the logo, with the stations figure; the hours staff set follow
   * it (in their own element: staff's Danish on an English page is marked so).
   */
  about: (stations: string) =>
    `E-sport og gaming på Frederiksberg med ${stations} gamingstationer.`,
  cvr: "CVR-nr.",
  shortcuts: "Genveje",
  contact: "Kontakt",
  hours: "Åbningstider",
  follow: "Følg os",
} as const;

const en: Copy<typeof da> = {
  skipLink: "Skip to content",
  mainMenu: "Main menu",
  mobileMenu: "Mobile menu",
  menu: "Menu",
  backToTop: "Back to top",
  notice: "Notice from the centre",
  about: (stations) => `Esports and gaming in Frederiksberg with ${stations} gaming stations.`,
  cvr: "CVR no.",
  shortcuts: "Shortcuts",
  contact: "Contact",
  hours: "Opening hours",
  follow: "Follow us",
};

export const frameCopy = bilingual(da, en);
