/**
 * The public event pages (docs/pages.md#the-event-pages): `/begivenheder`, an event, a
 * registration; in Danish and English (docs/decisions/040-english-as-typed-copy.md). Each export
 * is `bilingual(da, en)`: a page picks `copy[lang]`.
 */

import { bilingual, type Copy } from "./language.ts";
import { ENGLISH_PAGE_PATHS, PAGE_PATHS } from "./public-paths.ts";

const listDa = {
  path: PAGE_PATHS.events as string,
  title: "Turneringer, LAN og events – tilmeld dig",
  description:
    "Kommende turneringer, LAN-aftener og events i gamingcentret på Frederiksberg: dato, spil, pris og ledige pladser. Tilmeld dig online uden login.",
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
  /** The kinds as visitors read them, by the event's `kind` (the admin's are limits.ts'). */
  kinds: { tournament: "Turnering", lan: "LAN", event: "Event" },
};

const listEn: Copy<typeof listDa> = {
  path: ENGLISH_PAGE_PATHS.events,
  title: "Tournaments, LAN parties and events – sign up",
  description:
    "Upcoming tournaments, LAN nights and events at the gaming centre in Frederiksberg: date, game, price and seats left. Sign up online, no account needed.",
  eyebrow: "Events",
  heading: "Tournaments, LAN parties and events",
  intro:
    "Here is what is coming up at the centre. Sign up with your name and e-mail – you will get a confirmation, and the link in it lets you cancel at any time.",
  upcomingHeading: "Upcoming events",
  none: "There is nothing planned just now. Check back soon, or follow us for news.",
  pastHeading: "Past events",
  calendar: "Add all to your calendar",
  free: "Free",
  seeAll: "See all events",
  homeHeading: "Coming up",
  kinds: { tournament: "Tournament", lan: "LAN", event: "Event" },
};

export const eventsPage = bilingual(listDa, listEn);

/** Seats as a visitor reads them. */
export const seatTexts = bilingual(
  {
    /** As docs/pages.md#the-event-pages writes it, for one seat too. */
    left: (left: string, capacity: string) => `${left} af ${capacity} pladser ledige`,
    unlimited: "Ledige pladser",
    full: "Fuldt booket",
    cancelled: "Aflyst",
    ended: "Afholdt",
  },
  {
    left: (left: string, capacity: string) => `${left} of ${capacity} seats left`,
    unlimited: "Seats available",
    full: "Fully booked",
    cancelled: "Cancelled",
    ended: "Ended",
  },
);

const eventDa = {
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
  /** The page's title when the address leads nowhere. */
  notFoundTitle: "404 – Siden findes ikke",
};

const eventEn: Copy<typeof eventDa> = {
  details: "Details",
  when: "When",
  kind: "Type",
  game: "Game",
  price: "Price",
  seats: "Seats",
  teamSize: (size: number) => `Teams of ${size}`,
  place: "Where",
  calendar: "Add to calendar",
  allEvents: "All events",
  formHeading: "Sign up",
  formIntro:
    "Enter your name and e-mail. We will send you a confirmation with a link you can use to cancel.",
  waitlistIntro:
    "Every seat is taken, but you can join the waiting list. If a seat frees up, it is yours automatically and we will e-mail you.",
  name: "Name",
  email: "E-mail",
  teamName: "Team name",
  teamHint: "One sign-up per team: enter your team's name.",
  gamertag: "Gamertag",
  gamertagHint:
    "Optional. Shown publicly in the bracket; if you leave it empty, we show your first name.",
  honeypot: "Leave this field empty",
  submit: "Sign up",
  signupCloses: (when: string) => `Sign-up closes ${when}.`,
  errorSummary: "Your sign-up was not sent. Please correct the marked fields and try again.",
  rateLimited:
    "A lot of sign-ups have come from your connection in the last hour. Please try again later.",
  confirmed: "You are signed up",
  confirmedText:
    "We have e-mailed you a confirmation with a calendar file for the event and a link you can use to cancel.",
  waitlisted: (position: number) => `You are on the waiting list as no. ${position}`,
  waitlistedText:
    "If a seat frees up, it is yours automatically and we will e-mail you. Use the link in the e-mail if you want to cancel.",
  closedCancelled: "This event has been cancelled.",
  closedFull: "Every seat is taken and there is no waiting list.",
  closedEnded: "This event is over.",
  closedSignup: "Sign-up is closed.",
  notFoundTitle: "404 – Page not found",
};

export const eventPage = bilingual(eventDa, eventEn);

/**
 * The sign-up's refusals by field (features/events/schema.ts) and the JSON API's answers, in the
 * language of the page (or the `lang` the API was sent).
 */
export const signUpErrors = bilingual(
  {
    nameMissing: "Skriv dit navn",
    emailMissing: "Skriv din e-mailadresse",
    emailInvalid: "Skriv en gyldig e-mailadresse",
    teamMissing: "Skriv holdets navn",
    notText: (label: string) => `${label} skal være tekst`,
    tooLong: (label: string, max: number) => `${label} må højst være ${max} tegn`,
    notFound: "Begivenheden findes ikke.",
    rateLimited: "Du har sendt mange tilmeldinger på kort tid. Prøv igen om en time.",
  },
  {
    nameMissing: "Enter your name",
    emailMissing: "Enter your e-mail address",
    emailInvalid: "Enter a valid e-mail address",
    teamMissing: "Enter your team's name",
    notText: (label: string) => `${label} must be text`,
    tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
    notFound: "There is no such event.",
    rateLimited: "You have made a lot of sign-ups in a short time. Please try again in an hour.",
  },
);

const registrationDa = {
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
  cancelledText: "Tak, fordi du gav besked. Du er velkommen til at tilmelde dig igen.",
  eventCancelled: "Begivenheden er aflyst. Du behøver ikke gøre mere.",
  started: "Begivenheden er gået i gang, så tilmeldingen kan ikke længere ændres her.",
  notFound: "Linket virker ikke",
  notFoundText:
    "Linket er ikke gyldigt længere. Har du tilmeldt dig igen, gælder kun linket i den nyeste mail. Oplysningerne slettes 30 dage efter begivenheden.",
};

const registrationEn: Copy<typeof registrationDa> = {
  title: "Your registration",
  description: "See your registration, or cancel your place.",
  eyebrow: "Registration",
  heading: "Your registration",
  event: "Event",
  when: "When",
  name: "Name",
  team: "Team",
  status: "Status",
  statusConfirmed: "Signed up",
  statusWaitlisted: (position: number) => `On the waiting list as no. ${position}`,
  statusCancelled: "Cancelled",
  cancelIntro:
    "Can't make it after all? Cancel here and your seat goes to the first person on the waiting list.",
  cancel: "Cancel my place",
  cancelled: "Your place is cancelled",
  cancelledText: "Thanks for letting us know. You are welcome to sign up again.",
  eventCancelled: "This event has been cancelled. There is nothing more you need to do.",
  started: "The event has started, so your registration can no longer be changed here.",
  notFound: "This link does not work",
  notFoundText:
    "The link is no longer valid. If you signed up again, only the link in the latest e-mail works. Your details are deleted 30 days after the event.",
};

export const registrationPage = bilingual(registrationDa, registrationEn);

/** The calendar files (`/begivenheder.ics`, an event's `.ics`, the mails' attachment). */
export const calendarCopy = bilingual(
  {
    /** iCalendar's PRODID names the product and its language. */
    product: "Begivenheder",
    language: "DA",
    name: (site: string) => `${site}: begivenheder`,
    filename: "begivenheder",
    cancelled: "Aflyst.",
    cancelledWith: (message: string) => `Aflyst: ${message}`,
    unavailable: "Kalenderen kan ikke hentes lige nu.",
    notFound: "Begivenheden findes ikke.",
  },
  {
    product: "Events",
    language: "EN",
    name: (site: string) => `${site}: events`,
    filename: "events",
    cancelled: "Cancelled.",
    cancelledWith: (message: string) => `Cancelled: ${message}`,
    unavailable: "The calendar cannot be fetched just now.",
    notFound: "There is no such event.",
  },
);
