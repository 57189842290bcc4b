/** Per-page copy: `<title>`, meta description and the headings and intros of each page. */

export type PageCopy = { path: string; title: string; description: string };

export const homePage = {
  path: "/",
  title: "Gaming center i Frederiksberg – åbent 24/7",
  description:
    "E-sport og gaming center i Frederiksberg med over 100 stationer, VIP-rum og PS5. Åbent 24/7 hele året – kom forbi eller book til fødselsdag, firma og LAN.",
  eyebrow: "E-sport og gaming i Frederiksberg",
  heading: "Dit gaming center",
  headingAccent: "døgnet rundt",
  intro:
    "Over 100 gaming-stationer, et VIP-rum og PS5 i sofaen. Kom ind fra gaden når som helst, eller ring og book til hele holdet.",
  servicesLink: "Se afdelinger",
  clockLabel: "Klokken i København",
  chooser: {
    heading: "Vælg din afdeling",
    intro: "Tre afdelinger, ét sted. Find den, der passer til din måde at spille på.",
    seeAll: "Se alle afdelinger",
  },
  events: {
    heading: "Events for alle",
    intro: "Fra en enkelt plads til hele firmaet – vi skræddersyr arrangementet til jer.",
    capacityLabel: "Kapacitet",
    durationLabel: "Varighed",
  },
  closing: {
    heading: "Klar til at spille?",
    text: "Kig forbi når som helst – eller book plads til gruppen, fødselsdagen eller LAN-partyet.",
    button: "Book nu",
  },
} as const;

export const servicesPage = {
  path: "/services",
  title: "Afdelinger og priser – Standard, VIP og PlayStation",
  description:
    "Standard fra 12 kr., VIP fra 14 kr. og PlayStation fra 25 kr. i timen inkl. moms. Se specs, udstyr og partnere i vores gaming center i Frederiksberg.",
  eyebrow: "Afdelinger",
  heading: "Find din afdeling",
  intro:
    "Hurtige pc'er i Standard, ekstra kraft i VIP eller PS5 i sofaen. Alle afdelinger har åbent døgnet rundt.",
  comparisonHeading: "Sammenlign afdelingerne",
  tableHeading: "Sammenligning",
  tableCaption: "Sammenligning af ydelse, skærmstørrelse, atmosfære og grafik i de tre afdelinger",
  gearHeading: "Vores udstyr",
  gearIntro: "Vi opgraderer løbende, så du altid spiller på udstyr, der kan følge med.",
  partnersHeading: "Vores partnere",
  partnersIntro: "Vi arbejder sammen med mærker, der gør gaming bedre.",
  partnerCta: "Bliv partner",
  closing: {
    heading: "Spørgsmål om afdelingerne?",
    text: "Ring til os, så hjælper vi dig med at finde den rigtige plads – eller book direkte.",
  },
  book: "Book nu",
} as const;

export const referencesPage = {
  path: "/references",
  title: "Night Gaming – hele natten for 100 kr.",
  description:
    "Night Gaming fra 00:00 til 10:00 for 100 kr. pr. person inkl. 2 toasts med refill og en drik. Counter-Strike 2, Valorant, League of Legends og mere.",
  eyebrow: "Night Gaming",
  heading: "Gaming hele natten",
  intro:
    "Fra midnat til kl. 10 om morgenen: high-end setup, toasts og en drik – for 100 kr. pr. person.",
  benefitsHeading: "Derfor Night Gaming",
  packageHeading: "Pakken",
  gamesHeading: "Populære spil",
  quotesHeading: "Det siger natteravnene",
  closing: {
    heading: "Klar til en nat foran skærmen?",
    text: "Book Night Gaming til dig og vennerne – eller kom forbi inden midnat.",
  },
  book: "Book Night Gaming",
} as const;

export const bookingPage = {
  path: "/booking",
  title: "Booking og kontakt – ring eller skriv",
  description:
    "Book plads, fødselsdag, firmaevent eller LAN-party ved at ringe eller skrive. Se svar på de oftest stillede spørgsmål om åbningstider, alder og parkering.",
  eyebrow: "Booking",
  heading: "Book din plads",
  intro:
    "Vi har ingen bookingformular – ring eller skriv til os, så finder vi en tid, der passer. Enkeltpladser kræver ingen booking.",
  call: "Ring til os",
  mail: "Send en e-mail",
  faqHeading: "Ofte stillede spørgsmål",
  eventsHeading: "Større events",
  eventsIntro:
    "Planlægger I en fødselsdag, et firmaarrangement eller en LAN-party? Send en e-mail med:",
  eventsMailPrefix: "Skriv om",
} as const;

export const sitePages: PageCopy[] = [homePage, servicesPage, referencesPage, bookingPage];
