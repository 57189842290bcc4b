/**
 * The e-mails a guest gets about a registration (docs/api.md#event-sign-up-and-calendar-feeds),
 * in the language they signed up in (docs/pages.md#english). The staff's notices stay Danish
 * (features/events/mails.server.ts).
 */

import { bilingual, type Copy } from "./language.ts";

const da = {
  when: "Tidspunkt",
  where: "Sted",
  price: "Pris",
  free: "Gratis",
  team: "Hold",
  hello: (name: string) => `Hej ${name}`.trim(),
  regards: "Venlig hilsen",
  calendarAttached: "Begivenheden ligger vedhæftet, så du kan føje den til din kalender.",
  cancelHere: "Kan du ikke komme alligevel? Meld fra her, så går pladsen videre:",
  confirmedSubject: (title: string) => `Du er tilmeldt: ${title}`,
  confirmed: (title: string) => `Du er tilmeldt ${title}.`,
  seeEvent: (link: string) => `Se begivenheden: ${link}`,
  waitlistedSubject: (title: string) => `Du er på ventelisten: ${title}`,
  waitlisted: (position: number, title: string) =>
    `Du er på ventelisten som nr. ${position} til ${title}.`,
  waitlistedText: "Bliver en plads ledig, får du den automatisk, og vi skriver til dig.",
  leaveWaitlist: "Vil du ikke længere stå på ventelisten, så meld fra her:",
  promotedSubject: (title: string) => `Du har fået en plads: ${title}`,
  promoted: (title: string) =>
    `Du har fået en plads til ${title}: en plads blev ledig, og du stod først på ventelisten.`,
  cancelledSubject: (title: string) => `Aflyst: ${title}`,
  /** The title stands alone: one that names its day ("LAN lørdag") would run into the date. */
  cancelled: (title: string) => `${title} er desværre aflyst.`,
  messageFromUs: "Besked fra os:",
  nothingMore: "Du behøver ikke gøre mere. Vi beklager.",
};

const en: Copy<typeof da> = {
  when: "When",
  where: "Where",
  price: "Price",
  free: "Free",
  team: "Team",
  /** English letters greet with a comma: `Hi Sam,`. */
  hello: (name: string) => `${`Hi ${name}`.trim()},`,
  regards: "Best wishes",
  calendarAttached:
    "A calendar file for the event is attached, so you can add it to your calendar.",
  cancelHere: "Can't make it after all? Cancel here and your seat goes to someone else:",
  confirmedSubject: (title: string) => `You are signed up: ${title}`,
  confirmed: (title: string) => `You are signed up for ${title}.`,
  seeEvent: (link: string) => `See the event: ${link}`,
  waitlistedSubject: (title: string) => `You are on the waiting list: ${title}`,
  waitlisted: (position: number, title: string) =>
    `You are on the waiting list for ${title} as no. ${position}.`,
  waitlistedText: "If a seat frees up, it is yours automatically and we will e-mail you.",
  leaveWaitlist: "If you no longer want to be on the waiting list, cancel here:",
  promotedSubject: (title: string) => `You have a seat: ${title}`,
  promoted: (title: string) =>
    `You have a seat for ${title}: one became free and you were first on the waiting list.`,
  cancelledSubject: (title: string) => `Cancelled: ${title}`,
  cancelled: (title: string) => `Unfortunately, ${title} has been cancelled.`,
  messageFromUs: "A message from us:",
  nothingMore: "There is nothing more you need to do. We are sorry for the inconvenience.",
};

export const guestMails = bilingual(da, en);
