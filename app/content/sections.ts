import { z } from "zod";

/**
 * The content staff edit in the admin (docs/api.md#the-content): one zod schema per section, used
 * by the admin's forms in the browser and by the server before anything is saved. Messages are
 * Danish: they are shown next to the field. Where a page needs more than the schema says (colours,
 * the default drawing), it keys on the department's fixed `id`.
 */

// Zod would compile its checks with `new Function` where it may; the site's CSP forbids eval
// (the admin's browser would report a violation at the first check), so it interprets them.
z.config({ jitless: true });

const text = (max: number) =>
  z
    .string({ error: "Skal udfyldes." })
    .trim()
    .min(1, "Skal udfyldes.")
    .max(max, `Højst ${max} tegn.`);

const optionalText = (max: number) =>
  z.string({ error: "Skal være tekst." }).trim().max(max, `Højst ${max} tegn.`);

/*
 * The English staff write beside the Danish (docs/api.md#english): each object with visitor-facing
 * texts carries an `en` object with the same keys for its texts, each optional (empty: the English
 * page shows the Danish) and held to the Danish field's length. Content saved before English
 * existed has no `en`: it parses as all empty, so no migration is needed.
 */

/** One English text: empty when not written yet. */
const englishText = (max: number) => optionalText(max).default("");

/** The English of a list of texts, line by line in the Danish list's order. */
const englishLines = (max: number, items: number) =>
  z
    .array(optionalText(max), { error: "Skal være en liste." })
    .max(items, `Højst ${items} punkter.`)
    .default([]);

/** The `en` object beside the Danish texts: missing reads as all empty. */
function english<Shape extends z.ZodRawShape>(shape: Shape) {
  const object = z.object(shape, { error: "Skal være et objekt." });
  // Every field inside has its default, so an empty object is a complete input.
  return object.prefault({} as z.input<typeof object>);
}

/** Only links a visitor can follow safely: web pages over https, e-mail and phone. */
function isSafeLink(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value);
    if (protocol === "https:") return hostname.length > 0;
    return protocol === "mailto:" || protocol === "tel:";
  } catch {
    return false;
  }
}

const link = z
  .string({ error: "Skal udfyldes." })
  .trim()
  .max(300, "Højst 300 tegn.")
  .refine(isSafeLink, "Skal begynde med https://, mailto: eller tel:.");

/** Kroner with at most two decimals (øre), VAT included. */
const price = z
  .number({ error: "Skal være et tal." })
  .min(0, "Må ikke være negativ.")
  .max(10_000, "Højst 10.000 kr.")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Højst to decimaler.");

const clockTime = z
  .string({ error: "Skal udfyldes." })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Skriv et klokkeslæt som 00:00.");

/** An image uploaded in the admin (`POST /api/admin/images`): the id is its content hash. */
export const imageRef = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/, "Ukendt billede."),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageRef = z.infer<typeof imageRef>;

const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item, { error: "Skal være en liste." })
    .min(min, min === 1 ? "Mindst ét punkt." : `Mindst ${min} punkter.`)
    .max(max, `Højst ${max} punkter.`);

const DEPARTMENT_IDS = ["standard", "vip", "playstation"] as const;
export type DepartmentId = (typeof DEPARTMENT_IDS)[number];

const contact = z.object({
  name: text(100),
  phone: z
    .string({ error: "Skal udfyldes." })
    .trim()
    .regex(/^\+?[0-9 ]{8,20}$/, "Skriv et telefonnummer som +45 12 34 56 78."),
  email: z.email({ error: "Skriv en e-mailadresse." }),
  address: text(200),
  cvr: z
    .string({ error: "Skal udfyldes." })
    .trim()
    .regex(/^[0-9]{8}$/, "Et CVR-nummer har 8 cifre."),
  hours: text(60),
  hoursDetail: text(120),
  social: list(z.object({ label: text(40), url: link }), 0, 8),
  en: english({ hours: englishText(60), hoursDetail: englishText(120) }),
});

const notice = z
  .object({
    active: z.boolean({ error: "Vælg til eller fra." }),
    text: optionalText(200),
    en: english({ text: englishText(200) }),
  })
  .refine((value) => !value.active || value.text.length > 0, {
    message: "Skriv teksten, før beskeden vises.",
    path: ["text"],
  });

const department = z.object({
  id: z.enum(DEPARTMENT_IDS, { error: "Ukendt afdeling." }),
  title: text(40),
  badge: text(30),
  price,
  priceUnit: text(40),
  tagline: text(200),
  highlights: z.array(text(40)).length(3, "Præcis tre punkter."),
  description: text(1000),
  specsHeading: text(40),
  specs: list(text(80), 1, 8),
  comparison: z.object({
    performance: text(40),
    screen: text(40),
    atmosphere: text(40),
    graphics: text(40),
  }),
  image: imageRef.nullable(),
  imageAlt: text(200),
  en: english({
    title: englishText(40),
    badge: englishText(30),
    priceUnit: englishText(40),
    tagline: englishText(200),
    highlights: englishLines(40, 3),
    description: englishText(1000),
    specsHeading: englishText(40),
    specs: englishLines(80, 8),
    comparison: english({
      performance: englishText(40),
      screen: englishText(40),
      atmosphere: englishText(40),
      graphics: englishText(40),
    }),
    imageAlt: englishText(200),
  }),
});

const departments = z
  .array(department, { error: "Skal være en liste." })
  .length(DEPARTMENT_IDS.length, "Præcis tre afdelinger.")
  .refine(
    (value) => new Set(value.map((entry) => entry.id)).size === DEPARTMENT_IDS.length,
    "Hver afdeling én gang.",
  );

const nightGaming = z.object({
  price,
  priceUnit: text(60),
  from: clockTime,
  to: clockTime,
  includes: list(text(120), 1, 8),
  games: list(text(40), 1, 16),
  quotes: z
    .array(
      z.object({
        name: text(40),
        detail: text(60),
        quote: text(300),
        en: english({ detail: englishText(60), quote: englishText(300) }),
      }),
    )
    .length(3, "Præcis tre citater."),
  // The games are titles: the same in both languages.
  en: english({ priceUnit: englishText(60), includes: englishLines(120, 8) }),
});

const events = list(
  z.object({
    title: text(60),
    subtitle: text(100),
    /** How the event is named mid-sentence: `Skriv om et LAN-party`. */
    topic: text(60),
    priceText: text(40),
    capacity: text(40),
    duration: text(40),
    features: list(text(80), 1, 6),
    cta: text(40),
    en: english({
      title: englishText(60),
      subtitle: englishText(100),
      topic: englishText(60),
      priceText: englishText(40),
      capacity: englishText(40),
      duration: englishText(40),
      features: englishLines(80, 6),
      cta: englishText(40),
    }),
  }),
  1,
  8,
);

const faq = list(
  z.object({
    question: text(200),
    answer: text(1000),
    en: english({ question: englishText(200), answer: englishText(1000) }),
  }),
  1,
  30,
);

const gear = list(
  z.object({
    title: text(60),
    items: list(text(80), 1, 8),
    en: english({ title: englishText(60), items: englishLines(80, 8) }),
  }),
  1,
  6,
);

const partners = list(
  z.object({
    name: text(60),
    category: text(60),
    url: z.union([z.literal(""), link]),
    logo: imageRef.nullable(),
    /** Said instead of the logo; the name when empty. */
    logoAlt: optionalText(200),
    en: english({ name: englishText(60), category: englishText(60), logoAlt: englishText(200) }),
  }),
  0,
  12,
);

const figure = text(12);
const figures = z.object({
  stations: figure,
  departments: figure,
  eventsThisYear: figure,
  happyCustomers: figure,
  returnRate: figure,
  open: figure,
});

type EnglishOwner = z.ZodObject<{ en: ReturnType<typeof english> }>;

/** What an object whose texts carry English has in English: the keys, and none written yet. */
function englishOf(object: z.ZodObject) {
  const en = (object as unknown as EnglishOwner).shape.en;
  return { keys: Object.keys(en.unwrap().shape), blank: () => en.parse({}) };
}

/**
 * The objects whose texts carry English, by what they are: the admin shows an English field
 * under each Danish one they name (features/content/admin/section-fields.ts).
 */
export const englishTexts = {
  contact: englishOf(contact),
  notice: englishOf(notice),
  department: englishOf(department),
  nightGaming: englishOf(nightGaming),
  nightQuote: englishOf(nightGaming.shape.quotes.element),
  event: englishOf(events.element),
  faq: englishOf(faq.element),
  gear: englishOf(gear.element),
  partner: englishOf(partners.element),
};

export const sectionSchemas = {
  contact,
  notice,
  departments,
  nightGaming,
  events,
  faq,
  gear,
  partners,
  figures,
} as const;

export type SectionName = keyof typeof sectionSchemas;
export const SECTION_NAMES = Object.keys(sectionSchemas) as SectionName[];

export function isSectionName(value: string): value is SectionName {
  return Object.hasOwn(sectionSchemas, value);
}

export type SiteContent = { [Name in SectionName]: z.infer<(typeof sectionSchemas)[Name]> };
export type Department = SiteContent["departments"][number];
export type Faq = SiteContent["faq"][number];
export type Partner = SiteContent["partners"][number];
export type EventType = SiteContent["events"][number];

/**
 * The section's errors keyed by the field's path (`departments.0.price`), as the API answers
 * them and the admin's form shows them beside the field; null when the value is valid.
 */
export function sectionErrors(
  section: SectionName,
  value: unknown,
):
  | { value: SiteContent[SectionName]; errors: null }
  | { value: null; errors: Record<string, string> } {
  const result = sectionSchemas[section].safeParse(value);
  if (result.success) return { value: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[[section, ...issue.path].join(".")] ??= issue.message;
  }
  return { value: null, errors };
}
