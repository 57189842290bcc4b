/** /anmeldelse and /en/review: the visitors' review form (docs/admin.md#reviews-from-guests). */

import { bilingual, type Copy } from "./language.ts";
import { PAGES } from "./public-paths.ts";

const da = {
  path: PAGES.submitTestimonial.da,
  title: "Skriv en anmeldelse af gamingcentret",
  description:
    "Har du spillet hos os? Fortæl andre gæster, hvordan det var. Vi læser alle anmeldelser, før de bliver vist på forsiden.",
  eyebrow: "Anmeldelse",
  heading: "Skriv en anmeldelse",
  intro:
    "Har du spillet hos os, så fortæl andre gæster, hvordan det var – ros, ris og gode idéer er lige velkomne.",
  formHeading: "Fortæl om dit besøg",
  /** The form's fields as one group, named for assistive technology. */
  group: "Anmeldelse",
  name: "Navn",
  nameHint: "Vises ikke på siden, kun for os.",
  comment: "Din anmeldelse",
  commentHint: "Skriv ikke telefonnumre, adresser eller andre personoplysninger.",
  rating: "Bedømmelse",
  /** Each star of the rating, read out. */
  stars: (count: number) => (count === 1 ? "1 stjerne" : `${count} stjerner`),
  gamingType: "Spiltype",
  optional: "valgfrit",
  gamingTypeHint: "Valgfrit, fx Counter-Strike 2, EA Sports FC eller Night Gaming.",
  honeypot: "Lad dette felt være tomt",
  submit: "Send anmeldelse",
  errorSummary: "Anmeldelsen blev ikke sendt. Ret det markerede, og send igen.",
  tooSoon: "Det gik lidt for hurtigt. Vent et øjeblik, og send igen.",
  expired: "Siden har været åben længe. Send anmeldelsen igen.",
  rateLimited:
    "Der er sendt mange anmeldelser fra din forbindelse den seneste time. Prøv igen senere.",
  /** The JSON API's answer to the same limit. */
  rateLimitedApi: "Du har sendt mange anmeldelser. Prøv igen om en time.",
  thanks: "Tak for din anmeldelse",
  thanksText:
    "Vi har modtaget den. En medarbejder læser den, og når den er godkendt, bliver den vist på forsiden – som regel inden for et par dage.",
  backHome: "Til forsiden",
  howHeading: "Sådan behandler vi anmeldelser",
  how: [
    "Alle anmeldelser bliver læst af en medarbejder, før de bliver vist.",
    "Vi afviser kun spam, stødende indhold og anmeldelser med personoplysninger – aldrig en anmeldelse, fordi den er negativ.",
    "På forsiden viser vi fremhævede anmeldelser først og derefter de nyeste. Gennemsnittet dækker alle godkendte anmeldelser.",
  ],
  /** The check's words (features/testimonials/schema.ts): each field named in a message. */
  checks: {
    name: "Navn",
    nameBlank: "Skriv dit navn",
    comment: "Anmeldelsen",
    commentBlank: "Skriv din anmeldelse",
    gamingType: "Spiltype",
    lang: "Sproget skal være da eller en",
  },
} as const;

const en: Copy<typeof da> = {
  path: PAGES.submitTestimonial.en,
  title: "Write a review of the gaming centre",
  description:
    "Played with us? Tell other guests what it was like. We read every review before it appears on our home page.",
  eyebrow: "Review",
  heading: "Write a review",
  intro:
    "If you have played with us, tell other guests what it was like – praise, criticism and good ideas are all welcome.",
  formHeading: "Tell us about your visit",
  group: "Review",
  name: "Name",
  nameHint: "Not shown on the website – it is just for us.",
  comment: "Your review",
  commentHint: "Please leave out phone numbers, addresses and other personal details.",
  rating: "Rating",
  stars: (count: number) => (count === 1 ? "1 star" : `${count} stars`),
  gamingType: "Game type",
  optional: "optional",
  gamingTypeHint: "Optional, e.g. Counter-Strike 2, EA Sports FC or Night Gaming.",
  honeypot: "Leave this field empty",
  submit: "Send review",
  errorSummary: "Your review was not sent. Please correct the marked fields and send it again.",
  tooSoon: "That was a little too quick. Please wait a moment and send it again.",
  expired: "This page has been open for a long time. Please send your review again.",
  rateLimited:
    "Many reviews have been sent from your connection in the last hour. Please try again later.",
  rateLimitedApi: "You have sent a lot of reviews. Please try again in an hour.",
  thanks: "Thank you for your review",
  thanksText:
    "We have received it. A member of staff will read it, and once it is approved it will appear on our home page – usually within a couple of days.",
  backHome: "Back to the home page",
  howHeading: "How we handle reviews",
  how: [
    "A member of staff reads every review before it is shown.",
    "We only turn down spam, offensive content and reviews containing personal details – never a review because it is negative.",
    "On the home page we show featured reviews first, then the newest. The average covers every approved review.",
  ],
  checks: {
    name: "Name",
    nameBlank: "Please enter your name",
    comment: "Your review",
    commentBlank: "Please write your review",
    gamingType: "Game type",
    lang: "The language must be da or en",
  },
};

export const submitTestimonialPage = bilingual(da, en);
