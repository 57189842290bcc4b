/** The privacy and terms pages linked from the footer, in Danish and English. */

import { hoursText } from "./contact.ts";
import { bilingual, type Lang } from "./language.ts";
import { fallbackLang } from "./localize.ts";
import { PAGES } from "./public-paths.ts";
import type { SiteContent } from "./sections.ts";

/**
 * How long after an event its guests are known by name (docs/api.md#post-apieventsslugregistrations):
 * the daily sweep erases them then, and the privacy page says so in both languages.
 */
export const REGISTRATION_DAYS = 30;

const days = REGISTRATION_DAYS;

const privacyDa = {
  path: PAGES.privacy.da,
  title: "Privatlivspolitik",
  description: `Hvilke data gamingcentrets hjemmeside gemmer: ingen sporing, ingen tredjepartscookies, kun en sessionscookie for administratorer – og navn og e-mail ved tilmelding til events, slettet ${days} dage efter.`,
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
        "Anmeldelserne på forsiden er skrevet af gæster her på siden eller indsamlet af personalet fra gæster, der har givet lov. Vi gemmer navnet, anmeldelsen, bedømmelsen, eventuelt spiltype og hvilket sprog anmeldelsen er skrevet på. Navnet vises ikke på siden. Ønsker du din anmeldelse fjernet, så skriv til os.",
      ],
    },
    {
      heading: "Tilmelding til begivenheder",
      paragraphs: [
        "Når du tilmelder dig en turnering, et LAN eller et andet event, gemmer vi dit navn, din e-mail, holdnavnet (ved holdturneringer), dit gamertag (ved soloturneringer, hvis du skriver et), tidspunktet for tilmeldingen og om du er tilmeldt, på ventelisten eller afmeldt. Vi bruger oplysningerne til at holde styr på pladserne, tjekke dig ind og skrive til dig om netop den begivenhed: bekræftelsen, en ledig plads fra ventelisten eller en aflysning.",
        "Vi sender aldrig nyhedsbreve eller reklamer til din e-mail. Personalet får en kort besked om hver ny tilmelding.",
        `${days} dage efter begivenheden sletter vi navn, e-mail, holdnavn og gamertag. Tilbage er kun antallet af tilmeldte og deres status, uden noget, der peger på dig. Vil du have dem slettet før, så skriv til os. Vil du bare ikke deltage, så meld fra via linket i din bekræftelse.`,
      ],
    },
    {
      heading: "Turneringstræet",
      paragraphs: [
        "Når en turnering går i gang, står du i turneringstræet på begivenhedens side, på storskærmen i centret og i turneringens offentlige data med holdnavnet, dit gamertag eller dit fornavn (det første ord af navnet) – aldrig din e-mail eller dit fulde navn.",
        `Navnene i træet og resultaterne bliver stående efter de ${days} dage, så turneringen kan ses bagefter.`,
      ],
    },
    {
      heading: "Serverlog",
      paragraphs: [
        "Serveren logger forespørgsler (tidspunkt, adresse på siden og svarstatus) for at kunne rette fejl. Loggen indeholder hverken cookies eller indhold fra formularer.",
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

const privacyEn = {
  path: PAGES.privacy.en,
  title: "Privacy policy",
  description: `What the gaming centre's website stores: no tracking, no third-party cookies, only a session cookie for staff – and your name and e-mail when you sign up for an event, erased ${days} days afterwards.`,
  heading: "Privacy policy",
  sections: [
    {
      heading: "No tracking",
      paragraphs: [
        "This website uses no analytics, no advertising networks and no social media plugins. Our fonts and images are served from our own server, so your browser fetches nothing from anyone else.",
        "That is also why you will not see a cookie banner: there is nothing to consent to.",
      ],
    },
    {
      heading: "The only cookie",
      paragraphs: [
        "When the centre's staff sign in to the admin area, the site sets a session cookie that keeps them signed in. It is strictly necessary for signing in, cannot be read by scripts and is deleted when they sign out.",
        "Visitors who do not sign in get no cookies at all.",
      ],
    },
    {
      heading: "Reviews",
      paragraphs: [
        "The reviews on our home page are written by guests here on the website or collected by our staff from guests who gave their permission. We keep the name, the review, the rating, the type of game if one is given, and the language the review is written in. The name is never shown on the website. If you would like your review taken down, just write to us.",
      ],
    },
    {
      heading: "Signing up for events",
      paragraphs: [
        "When you sign up for a tournament, a LAN or any other event, we keep your name, your e-mail address, your team name (for team tournaments), your gamertag (for solo tournaments, if you give one), when you signed up and whether you are signed up, on the waiting list or have cancelled. We use these details to keep track of the seats, check you in and write to you about that event only: your confirmation, news that a seat has come free for you, or a cancellation.",
        "We never send newsletters or advertising to your e-mail address. Our staff receive a short notice of each new sign-up.",
        `${days} days after the event we erase names, e-mail addresses, team names and gamertags. All that remains is the number of people who signed up and their status, with nothing that points to you. If you would like your details erased sooner, write to us. If you simply can no longer come, cancel using the link in your confirmation.`,
      ],
    },
    {
      heading: "The tournament bracket",
      paragraphs: [
        "Once a tournament starts, you appear in its bracket on the event's page, on the big screen at the centre and in the tournament's public data under your team name, your gamertag or your first name (the first word of your name) – never your e-mail address or your full name.",
        `The names in the bracket and the results stay after those ${days} days, so the tournament can still be viewed afterwards.`,
      ],
    },
    {
      heading: "Server logs",
      paragraphs: [
        "Our server logs requests (the time, the address of the page and the response status) so that we can fix faults. The logs contain no cookies and nothing typed into forms.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the GDPR you have the right to access, correct and erase the personal data we hold about you. Contact us by e-mail or phone. You also have the right to complain to the Danish Data Protection Agency (Datatilsynet).",
      ],
    },
  ],
};

export const privacyPage = bilingual(privacyDa, privacyEn);

const termsDa = {
  path: PAGES.terms.da,
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
        "Behandl udstyret og de andre gæster ordentligt. Skader, der skyldes misbrug, kan vi kræve erstattet. Personalet kan bede gæster, der ikke følger husreglerne, om at gå.",
      ],
    },
  ],
} as const;

const termsEn = {
  path: PAGES.terms.en,
  title: "Terms and house rules",
  description:
    "House rules and terms for the gaming centre: open 24/7, no age limit, no outside food or drink, booking by phone or e-mail.",
  heading: "Terms and house rules",
  hoursHeading: "Opening hours",
  rules: [
    {
      heading: "Age",
      paragraphs: ["There is no age limit, but we follow the games' PEGI age ratings."],
    },
    {
      heading: "Food and drink",
      paragraphs: [
        "Outside food and drink is not allowed. Snacks, toasties, soft drinks, energy drinks and coffee are on sale at the centre.",
      ],
    },
    {
      heading: "Booking and payment",
      paragraphs: [
        "Book by phone or e-mail. Prices include VAT and depend on the department, membership and the number of hours you buy. Events are arranged with a written quote.",
      ],
    },
    {
      heading: "Equipment and behaviour",
      paragraphs: [
        "Treat the equipment and the other guests with respect. Damage caused by misuse may be charged for. Staff may ask guests who do not follow the house rules to leave.",
      ],
    },
  ],
};

export const termsPage = bilingual(termsDa, termsEn);

type Contact = Pick<SiteContent["contact"], "hours" | "hoursDetail">;
type LegalSection = { heading: string; paragraphs: readonly string[]; lang?: Lang };

/**
 * The house rules, opening with the hours staff set (the `contact` section, in the page's
 * language: on an English page hours without English are the Danish, marked `lang="da"`).
 */
export function termsSections(contact: Contact, lang: Lang = "da"): LegalSection[] {
  const page = termsPage[lang];
  const danish = fallbackLang(contact, "hours") ?? fallbackLang(contact, "hoursDetail");
  const hours = { heading: page.hoursHeading, paragraphs: [`${hoursText(contact)}.`] };
  return [danish ? { ...hours, lang: danish } : hours, ...page.rules];
}

/** The contact box that ends each legal page. */
export const legalContact = bilingual({ heading: "Kontakt", cvr: "CVR-nr." } as const, {
  heading: "Contact",
  cvr: "CVR no.",
});
