/** The Night Gaming package on /references (spec §2, §9). */

export const nightGaming = {
  title: "Night Gaming",
  pricePerPerson: 100,
  priceUnit: "pr. person for hele natten",
  hours: { from: "00:00", to: "10:00" },
  popularBadge: "Mest populær",
  packageName: "Night Gaming-pakken",
  includes: [
    "Gaming fra 00:00 til 10:00",
    "2 toasts med refill",
    "1 drik efter eget valg: energidrik, sodavand eller kaffe",
    "Fri adgang til alle spil",
  ],
} as const;

export const nightBenefits = [
  {
    title: "Fra midnat til daggry",
    text: "Spil uforstyrret hele natten fra 00:00 til 10:00.",
  },
  {
    title: "High-end setup",
    text: "Hurtige pc'er og 240 Hz-skærme, så du aldrig er den, der lagger.",
  },
  {
    title: "Brændstof inkluderet",
    text: "2 toasts med refill og en drik efter eget valg er med i prisen.",
  },
  {
    title: "Moderne udstyr",
    text: "Mekaniske tastaturer, lette mus og headsets med klar lyd.",
  },
] as const;

export const popularGames = [
  "Counter-Strike 2",
  "Valorant",
  "League of Legends",
  "Fortnite",
  "Apex Legends",
  "Rocket League",
  "Minecraft",
  "Among Us",
] as const;

/** Static quotes on the Night Gaming page (spec §2: three, each 5 stars). */
export const nightQuotes = [
  {
    name: "Mads",
    detail: "Night Gaming med vennerne",
    rating: 5,
    quote: "Bedste måde at bruge en fredag nat på. Toasts kl. 3 og CS2 til solen stod op.",
  },
  {
    name: "Sofie",
    detail: "Valorant-spiller",
    rating: 5,
    quote: "Skarpe skærme, stille VIP-rum og personale, der faktisk ved noget om gaming.",
  },
  {
    name: "Ahmed",
    detail: "LAN-party med holdet",
    rating: 5,
    quote: "Vi kom fem mand og fik det hele til 100 kr. pr. person. Vi kommer igen næste måned.",
  },
] as const;
