/**
 * The not-found page and the root error page (docs/pages.md#not-found) in the address's language:
 * under `/en/…` in English with a link to `/en`, elsewhere in Danish with the original's English
 * `Oops! Page not found` kept, marked as English.
 */

import { bilingual } from "./language.ts";
import { PAGES } from "./public-paths.ts";

/** The original site's message, the same words in both languages. */
const OOPS = "Oops! Page not found";

export const errorPages = bilingual(
  {
    notFoundTitle: "404 – Siden findes ikke",
    notFound: OOPS,
    home: PAGES.home.da,
    backHome: "Til forsiden",
    errorTitle: "Der skete en fejl",
    errorHeading: "Beklager, der skete en fejl",
    errorText:
      "Prøv at genindlæse siden om et øjeblik. Virker det stadig ikke, så ring eller skriv til os.",
    oops: "Ups",
  } as const,
  {
    notFoundTitle: "404 – Page not found",
    notFound: OOPS,
    home: PAGES.home.en,
    backHome: "Back to the home page",
    errorTitle: "Something went wrong",
    errorHeading: "Sorry, something went wrong",
    errorText:
      "Please try reloading the page in a moment. If it still does not work, give us a call or drop us a line.",
    oops: "Oops",
  },
);
