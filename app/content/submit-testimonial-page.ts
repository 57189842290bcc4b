/** /anmeldelse: the visitors' review form (docs/admin.md#reviews-from-guests). */

import { PAGE_PATHS } from "./public-paths.ts";

export const submitTestimonialPage = {
  path: PAGE_PATHS.submitTestimonial,
  title: "Skriv en anmeldelse af gamingcentret",
  description:
    "Har du spillet hos os? Fortæl andre gæster, hvordan det var. Vi læser alle anmeldelser, før de bliver vist på forsiden.",
  eyebrow: "Anmeldelse",
  heading: "Skriv en anmeldelse",
  intro:
    "Har du spillet hos os, så fortæl andre gæster, hvordan det var – ros, ris og gode idéer er lige velkomne.",
  formHeading: "Fortæl om dit besøg",
  name: "Navn",
  nameHint: "Vises ikke på siden, kun for os.",
  comment: "Din anmeldelse",
  commentHint: "Skriv ikke telefonnumre, adresser eller andre personoplysninger.",
  rating: "Bedømmelse",
  gamingType: "Spiltype",
  gamingTypeHint: "Valgfrit, fx Counter-Strike 2, EA Sports FC eller Night Gaming.",
  honeypot: "Lad dette felt være tomt",
  submit: "Send anmeldelse",
  errorSummary: "Anmeldelsen blev ikke sendt. Ret det markerede, og send igen.",
  tooSoon: "Det gik lidt for hurtigt. Vent et øjeblik, og send igen.",
  expired: "Siden har været åben længe. Send anmeldelsen igen.",
  rateLimited:
    "Der er sendt mange anmeldelser fra din forbindelse den seneste time. Prøv igen senere.",
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
} as const;
