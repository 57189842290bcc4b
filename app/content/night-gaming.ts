/**
 * The Night Gaming package on /references as shipped (docs/api.md#nightgaming-object): the seed of
 * the `nightGaming` section staff edit (sections.ts), and the page's fixed copy around it.
 */

import { bilingual, type Copy, type Lang } from "./language.ts";
import type { SiteContent } from "./sections.ts";

type NightGaming = SiteContent["nightGaming"];

/** The package's and the benefits' fixed copy around the section staff edit. */
const da = {
  popularBadge: "Mest populær",
  packageName: "Night Gaming-pakken",
  /** The first benefit names the hours staff set. */
  hours: {
    title: "Fra midnat til daggry",
    text: (from: string, to: string) => `Spil uforstyrret hele natten fra ${from} til ${to}.`,
  },
  otherBenefits: [
    {
      title: "High-end setup",
      text: "Hurtige pc'er og 240 Hz-skærme, så du aldrig er den, der lagger.",
    },
    {
      title: "Brændstof inkluderet",
      text: "Mad og drikke til natten er med i prisen. Se pakken herunder.",
    },
    {
      title: "Moderne udstyr",
      text: "Mekaniske tastaturer, lette mus og headsets med klar lyd.",
    },
  ],
} as const;

const en: Copy<typeof da> = {
  popularBadge: "Most popular",
  packageName: "The Night Gaming package",
  hours: {
    title: "From midnight to dawn",
    text: (from, to) => `Play undisturbed all night long, from ${from} to ${to}.`,
  },
  otherBenefits: [
    {
      title: "High-end setup",
      text: "Fast PCs and 240 Hz screens, so you're never the one lagging.",
    },
    {
      title: "Fuel included",
      text: "Food and drinks for the night are included in the price. See the package below.",
    },
    {
      title: "Modern gear",
      text: "Mechanical keyboards, lightweight mice and headsets with clear sound.",
    },
  ],
};

export const nightPackageCopy = bilingual(da, en);

/** The four benefits; the first names the hours staff set. */
export function nightBenefits(night: Pick<NightGaming, "from" | "to">, lang: Lang) {
  const copy = nightPackageCopy[lang];
  return [
    { title: copy.hours.title, text: copy.hours.text(night.from, night.to) },
    ...copy.otherBenefits,
  ];
}

export const defaultNightGaming: NightGaming = {
  price: 100,
  priceUnit: "pr. person for hele natten",
  from: "00:00",
  to: "10:00",
  // The hours stand beside the price (from `from` and `to`), not again in this list.
  includes: [
    "2 toasts med refill",
    "1 drik efter eget valg: energidrik, sodavand eller kaffe",
    "Fri adgang til alle spil",
  ],
  games: [
    "Counter-Strike 2",
    "Valorant",
    "League of Legends",
    "Fortnite",
    "Apex Legends",
    "Rocket League",
    "Minecraft",
    "Among Us",
  ],
  /** Three quotes, each shown with 5 stars. */
  quotes: [
    {
      name: "Mads",
      detail: "Night Gaming med vennerne",
      quote: "Bedste måde at bruge en fredag nat på. Toasts kl. 3 og CS2 til solen stod op.",
      en: {
        detail: "Night Gaming with his mates",
        quote: "Best way to spend a Friday night. Toasties at 3 am and CS2 till the sun came up.",
      },
    },
    {
      name: "Sofie",
      detail: "Valorant-spiller",
      quote: "Skarpe skærme, stille VIP-rum og personale, der faktisk ved noget om gaming.",
      en: {
        detail: "Valorant player",
        quote: "Crisp screens, a quiet VIP room and staff who actually know their gaming.",
      },
    },
    {
      name: "Ahmed",
      detail: "LAN-party med holdet",
      quote: "Vi kom fem mand og fik det hele til 100 kr. pr. person. Vi kommer igen næste måned.",
      en: {
        detail: "LAN party with the team",
        quote: "Five of us came and got the lot for DKK 100 each. We'll be back next month.",
      },
    },
  ],
  en: {
    priceUnit: "per person for the whole night",
    includes: [
      "2 toasties with refills",
      "1 drink of your choice: energy drink, soft drink or coffee",
      "Free access to every game",
    ],
  },
};
