/** The privacy and terms pages linked from the footer. */

import { hoursText } from "./contact.ts";
import { PAGE_PATHS } from "./public-paths.ts";
import type { SiteContent } from "./sections.ts";

export const privacyPage = {
  path: PAGE_PATHS.privacy,
  title: "Privatlivspolitik",
  description:
    "Hvilke data gamingcentrets hjemmeside gemmer: ingen sporing, ingen tredjepartscookies, kun en sessionscookie for administratorer – og navn og e-mail ved tilmelding til events, slettet 30 dage efter.",
  heading: "Privatlivspolitik",
  sections: [
    {
      heading: "Ingen sporing",
      paragraphs: [
        "Hjemmesiden bruger ingen analyseværktøjer, annoncenetværk eller sociale plugins. Skrifttyper og billeder ligger på vores egen server, så din browser henter intet fra andre.",
        "Derfor viser vi heller ikke et cookiebanner: der er intet at give samtykke til.",
      ],
    },
    {
      heading: "Den eneste cookie",
      paragraphs: [
        "Når centrets personale logger ind i administrationen, sætter siden en sessionscookie, der holder dem logget ind. Den er nødvendig for login, kan ikke læses af scripts og slettes, når de logger ud.",
        "Besøgende, der ikke logger ind, får ingen cookies.",
      ],
    },
    {
      heading: "Anmeldelser",
      paragraphs: [
        "Anmeldelser, der vises på forsiden, er indsamlet af personalet fra gæster, der har givet lov. Vi gemmer fornavn, anmeldelsen, bedømmelsen og eventuelt spiltype. Ønsker du din anmeldelse fjernet, så skriv til os.",
      ],
    },
    {
      heading: "Tilmelding til begivenheder",
      paragraphs: [
        "Når du tilmelder dig en turnering, et LAN eller et andet event, gemmer vi dit navn, din e-mail, holdnavnet (ved holdturneringer), dit gamertag (ved soloturneringer, hvis du skriver et), tidspunktet for tilmeldingen og om du er tilmeldt, på ventelisten eller afmeldt. Vi bruger oplysningerne til at holde styr på pladserne, tjekke dig ind og skrive til dig om netop den begivenhed: bekræftelsen, en ledig plads fra ventelisten eller en aflysning.",
        "Vi sender aldrig nyhedsbreve eller reklamer til din e-mail. Personalet får en kort besked om hver ny tilmelding.",
        "30 dage efter begivenheden sletter vi navn, e-mail, holdnavn og gamertag. Tilbage er kun antallet af tilmeldte og deres status, uden noget, der peger på dig. Vil du have dem slettet før, så skriv til os. Vil du bare ikke deltage, så meld fra via linket i din bekræftelse.",
      ],
    },
    {
      heading: "Turneringstræet",
      paragraphs: [
        "Når en turnering går i gang, står du i turneringstræet på begivenhedens side, på storskærmen i centret og i turneringens offentlige data med holdnavnet, dit gamertag eller dit fornavn (det første ord af navnet) – aldrig din e-mail eller dit fulde navn.",
        "Navnene i træet og resultaterne bliver stående efter de 30 dage, så turneringen kan ses bagefter.",
      ],
    },
    {
      heading: "Serverlogs",
      paragraphs: [
        "Serveren logger forespørgsler (tidspunkt, adresse på siden og svarstatus) for at kunne rette fejl. Logs indeholder ikke cookies eller indhold af formularer.",
      ],
    },
    {
      heading: "Dine rettigheder",
      paragraphs: [
        "Du har ret til indsigt i, rettelse og sletning af oplysninger om dig. Kontakt os på e-mail eller telefon. Du kan klage til Datatilsynet.",
      ],
    },
  ],
} as const;

export const termsPage = {
  path: PAGE_PATHS.terms,
  title: "Vilkår og husregler",
  description:
    "Husregler og vilkår for gamingcentret: åbent 24/7, ingen aldersgrænse, ingen medbragt mad og drikke, booking pr. telefon eller e-mail.",
  heading: "Vilkår og husregler",
  hoursHeading: "Åbningstider",
  rules: [
    {
      heading: "Alder",
      paragraphs: ["Der er ingen aldersgrænse, men vi følger spillenes aldersmærkning (PEGI)."],
    },
    {
      heading: "Mad og drikke",
      paragraphs: [
        "Medbragt mad og drikke er ikke tilladt. Snacks, toasts, sodavand, energidrikke og kaffe kan købes i centret.",
      ],
    },
    {
      heading: "Booking og betaling",
      paragraphs: [
        "Booking sker pr. telefon eller e-mail. Priserne er inklusive moms og afhænger af afdeling, medlemskab og antal købte timer. Events aftales med et skriftligt tilbud.",
      ],
    },
    {
      heading: "Udstyr og opførsel",
      paragraphs: [
        "Behandl udstyret og de andre gæster ordentligt. Skader, der skyldes misbrug, kan blive opkrævet. Personalet kan bede gæster, der ikke følger husreglerne, om at gå.",
      ],
    },
  ],
} as const;

/** The house rules, opening with the hours staff set (the `contact` section). */
export function termsSections(contact: Pick<SiteContent["contact"], "hours" | "hoursDetail">) {
  return [
    { heading: termsPage.hoursHeading, paragraphs: [`${hoursText(contact)}.`] },
    ...termsPage.rules,
  ];
}
