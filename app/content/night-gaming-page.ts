/**
 * Night Gaming (served at /references, the original site's address, and /en/night-gaming):
 * section copy in both languages. Its title, description and intro name the price and hours staff
 * set (`features/night-gaming/page-copy.ts`).
 */

import { bilingual, type Copy } from "./language.ts";
import { ENGLISH_PAGE_PATHS, PAGE_PATHS } from "./public-paths.ts";

/** What the title, description and intro are made of: the section staff edit, formatted. */
type Night = { price: string; from: string; to: string; unit: string; games: string };

const da = {
  path: PAGE_PATHS.nightGaming,
  title: ({ price }: Night) => `Night Gaming – hele natten for ${price}`,
  description: ({ price, from, to, unit, games }: Night) =>
    `Night Gaming fra ${from} til ${to} for ${price} ${unit}. ${games}.`,
  /** Followed by the unit staff set (`pr. person for hele natten.`), in an element of its own. */
  intro: ({ price, from, to }: Night) =>
    `Fra ${from} til ${to}: high-end setup, mad og drikke – for ${price}`,
  /** After the first three games in the description: `CS2, Valorant, LoL og mere`. */
  moreGames: "mere",
  eyebrow: "Night Gaming",
  heading: "Gaming hele natten",
  benefits: {
    eyebrow: "Fordele",
    title: "Derfor Night Gaming",
  },
  package: {
    eyebrow: "Pris",
    title: "Pakken",
  },
  packageIllustration:
    "Illustration af en gamingskærm og en kop kaffe under en nattehimmel med måne",
  games: {
    eyebrow: "Spil",
    title: "Populære spil",
  },
  submitTestimonial: "Har du spillet natten igennem? Skriv en anmeldelse",
  quotes: {
    eyebrow: "Anmeldelser",
    title: "Det siger natteravnene",
  },
  closing: {
    heading: "Klar til en nat foran skærmen?",
    text: "Book Night Gaming til dig og vennerne – eller kom forbi inden midnat.",
  },
  book: "Book Night Gaming",
} as const;

const en: Copy<typeof da> = {
  path: ENGLISH_PAGE_PATHS.nightGaming,
  title: ({ price }) => `Night Gaming – the whole night for ${price}`,
  description: ({ price, from, to, unit, games }) =>
    `Night Gaming from ${from} to ${to} for ${price} ${unit}. ${games}.`,
  intro: ({ price, from, to }) =>
    `From ${from} to ${to}: a high-end setup, food and drinks – for ${price}`,
  moreGames: "more",
  eyebrow: "Night Gaming",
  heading: "Game all night long",
  benefits: {
    eyebrow: "Benefits",
    title: "Why Night Gaming",
  },
  package: {
    eyebrow: "Price",
    title: "The package",
  },
  packageIllustration:
    "Illustration of a gaming screen and a cup of coffee under a moonlit night sky",
  games: {
    eyebrow: "Games",
    title: "Popular games",
  },
  submitTestimonial: "Played through the night? Write a review",
  quotes: {
    eyebrow: "Reviews",
    title: "What the night owls say",
  },
  closing: {
    heading: "Ready for a night in front of the screen?",
    text: "Book Night Gaming for you and your friends – or drop in before midnight.",
  },
  book: "Book Night Gaming",
};

export const nightGamingPage = bilingual(da, en);
