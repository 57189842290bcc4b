/**
 * The public event pages (docs/pages.md#the-event-pages): `/begivenheder`, an event, a
 * registration.
 */

import { PAGE_PATHS } from "./public-paths.ts";

export const eventsPage = {
  path: PAGE_PATHS.events,
  title: "Turneringer, LAN og events – tilmeld dig",
  description:
    "Kommende turneringer, LAN-aftener og events i gamingcentret i Frederiksberg: dato, spil, pris og ledige pladser. Tilmeld dig online uden login.",
  eyebrow: "Begivenheder",
  heading: "Turneringer, LAN og events",
  intro:
    "Her er de næste arrangementer i centret. Tilmeld dig med navn og e-mail – du får en bekræftelse og kan altid melde fra igen via linket i mailen.",
  upcomingHeading: "Kommende begivenheder",
  none: "Der er ingen planlagte begivenheder lige nu. Kig forbi igen snart, eller følg os for nyheder.",
  pastHeading: "Tidligere",
  calendar: "Føj alle til kalender",
  free: "Gratis",
  /** Where the home page links to the list. */
  seeAll: "Se alle begivenheder",
  homeHeading: "Næste begivenheder",
  bookingLink: "Se kommende turneringer og events",
} as const;

/** Seats as a visitor reads them. */
export const seatTexts = {
  /** As docs/pages.md#the-event-pages writes it, for one seat too. */
  left: (left: string, capacity: string) => `${left} af ${capacity} pladser ledige`,
  unlimited: "Ledige pladser",
  full: "Fuldt booket",
  cancelled: "Aflyst",
  ended: "Afholdt",
} as const;

export const eventPage = {
  details: "Praktisk",
  when: "Tidspunkt",
  kind: "Type",
  game: "Spil",
  price: "Pris",
  seats: "Pladser",
  teamSize: (size: number) => `Hold på ${size} spillere`,
  place: "Sted",
  calendar: "Føj til kalender",
  allEvents: "Alle begivenheder",
  formHeading: "Tilmelding",
  formIntro:
    "Skriv dit navn og din e-mail. Du får en bekræftelse med et link, hvor du kan melde fra.",
  waitlistIntro:
    "Alle pladser er taget, men du kan komme på ventelisten. Bliver en plads ledig, får du den automatisk og besked på e-mail.",
  name: "Navn",
  email: "E-mail",
  teamName: "Holdnavn",
  teamHint: "Én tilmelding pr. hold: skriv holdets navn.",
  gamertag: "Gamertag",
  gamertagHint: "Valgfrit. Vises offentligt i turneringstræet; ellers dit fornavn.",
  honeypot: "Lad dette felt være tomt",
  submit: "Tilmeld",
  signupCloses: (when: string) => `Tilmelding senest ${when}.`,
  errorSummary: "Tilmeldingen blev ikke sendt. Ret det markerede, og send igen.",
  rateLimited:
    "Der er sendt mange tilmeldinger fra din forbindelse den seneste time. Prøv igen senere.",
  confirmed: "Du er tilmeldt",
  confirmedText:
    "Vi har sendt en bekræftelse til din e-mail med begivenheden til din kalender og et link, hvor du kan melde fra.",
  waitlisted: (position: number) => `Du er på ventelisten som nr. ${position}`,
  waitlistedText:
    "Bliver en plads ledig, får du den automatisk, og vi skriver til dig. Linket i mailen bruger du, hvis du vil melde fra.",
  closedCancelled: "Begivenheden er aflyst.",
  closedFull: "Alle pladser er taget, og der er ingen venteliste.",
  closedEnded: "Begivenheden er afholdt.",
  closedSignup: "Tilmeldingen er lukket.",
} as const;

export const registrationPage = {
  title: "Din tilmelding",
  description: "Se din tilmelding, eller meld fra.",
  eyebrow: "Tilmelding",
  heading: "Din tilmelding",
  event: "Begivenhed",
  when: "Tidspunkt",
  name: "Navn",
  team: "Hold",
  status: "Status",
  statusConfirmed: "Tilmeldt",
  statusWaitlisted: (position: number) => `På ventelisten som nr. ${position}`,
  statusCancelled: "Afmeldt",
  cancelIntro:
    "Kan du ikke komme alligevel? Meld fra her, så går din plads til den første på ventelisten.",
  cancel: "Afmeld",
  cancelled: "Du er afmeldt",
  cancelledText: "Tak fordi du gav besked. Du er velkommen til at tilmelde dig igen.",
  eventCancelled: "Begivenheden er aflyst. Du behøver ikke gøre mere.",
  started: "Begivenheden er gået i gang, så tilmeldingen kan ikke længere ændres her.",
  notFound: "Linket virker ikke",
  notFoundText:
    "Linket er ikke gyldigt længere. Har du tilmeldt dig igen, gælder kun linket i den nyeste mail. Oplysningerne slettes 30 dage efter begivenheden.",
} as const;
