import { englishTexts, type SectionName, sectionSchemas } from "#app/content/sections.ts";
import {
  image,
  longText,
  price,
  text,
  texts,
  time,
  toggle,
} from "#app/lib/forms/field-builders.ts";
import type { Field, FormDescription } from "#app/lib/forms/fields.ts";

/** How an English field is labelled beside its Danish one. */
const ENGLISH_LABEL = " (engelsk)";

/** The English twin of a Danish field: the same control, labelled `… (engelsk)`, no hint. */
function englishField(field: Field): Field {
  const { hint: _hint, ...rest } = field;
  const label = `${field.label}${ENGLISH_LABEL}`;
  if (field.kind === "group") return { ...field, label, fields: field.fields.map(englishField) };
  return { ...rest, label } as Field;
}

/**
 * The fields of an object with its texts' English beside them (docs/api.md#english): the fields
 * keyed in `keys` get their twin at `en.KEY`, shown under each (form layer's `twins`).
 */
function withEnglish(fields: Field[], { keys }: { keys: readonly string[] }): Field[] {
  const twins = fields.filter((field) => field.key !== undefined && keys.includes(field.key));
  return [
    ...fields,
    { kind: "group", key: "en", label: "", twins: true, fields: twins.map(englishField) },
  ];
}

/**
 * What the admin's form of each section asks for, in Danish: a description per section for the
 * admin's one form layer (lib/forms, components/forms). The schemas in content/sections.ts say
 * what is valid and how many items a list holds; this says how it is asked for. A field without
 * `key` is the value itself (a section that is a list).
 */

export type SectionForm = {
  label: string;
  /** What the section is, and where visitors see it. */
  intro: string;
  /** The public page that shows the section best (the preview's subject). */
  shownOn: string;
  field: Field;
};

const { department, event, faq, gear, partner, nightGaming, nightQuote } = englishTexts;

export const sectionForms: Record<SectionName, SectionForm> = {
  contact: {
    label: "Kontakt",
    intro:
      "Navn, telefon, e-mail, adresse, åbningstider og sociale medier i sidefoden og på Booking.",
    shownOn: "Sidefoden og Booking",
    field: {
      kind: "group",
      label: "Kontakt",
      fields: withEnglish(
        [
          text("name", "Centrets navn"),
          text("phone", "Telefon", "Fx +45 12 34 56 78"),
          text("email", "E-mail"),
          text("address", "Adresse"),
          text("cvr", "CVR-nummer", "8 cifre"),
          text("hours", "Åbningstid, kort", "Fx Åbent 24/7"),
          text("hoursDetail", "Åbningstid, uddybet"),
          {
            kind: "list",
            key: "social",
            label: "Sociale medier",
            item: "Link",
            titleKey: "label",
            fields: [text("label", "Navn", "Fx Instagram"), text("url", "Adresse", "https://…")],
            blank: () => ({ label: "", url: "https://" }),
          },
        ],
        englishTexts.contact,
      ),
    },
  },
  notice: {
    label: "Besked",
    intro:
      "En kort besked øverst på alle sider, fx lukket for et event eller ændrede åbningstider.",
    shownOn: "Øverst på alle sider",
    field: {
      kind: "group",
      label: "Besked",
      fields: withEnglish(
        [
          toggle("active", "Vis beskeden på alle sider"),
          longText("text", "Beskedens tekst", 2, "Højst 200 tegn."),
        ],
        englishTexts.notice,
      ),
    },
  },
  departments: {
    label: "Afdelinger",
    intro: "De tre afdelinger med priser, tekster og billede: forsiden, Afdelinger og priser.",
    shownOn: "Forsiden og Afdelinger",
    field: {
      kind: "list",
      label: "Afdelinger",
      item: "Afdeling",
      titleKey: "title",
      fields: withEnglish(
        [
          { kind: "hidden", key: "id", label: "Afdeling" },
          text("title", "Navn"),
          text("badge", "Mærkat", "Fx Mest populær"),
          price("price", "Pris i kr. pr. time", "Inkl. moms, fx 12,50"),
          text("priceUnit", "Prisen gælder", "Fx pr. time"),
          longText("tagline", "Kort beskrivelse", 2),
          texts("highlights", "Tre fordele", "Fordel"),
          longText("description", "Beskrivelse", 5),
          text("specsHeading", "Overskrift over udstyr"),
          texts("specs", "Udstyr", "Linje"),
          {
            kind: "group",
            key: "comparison",
            label: "I sammenligningen",
            fields: [
              text("performance", "Ydeevne"),
              text("screen", "Skærm"),
              text("atmosphere", "Stemning"),
              text("graphics", "Grafik"),
            ],
          },
          image("image", "Billede", "Intet billede: siden viser tegningen."),
          text(
            "imageAlt",
            "Billedets alternative tekst",
            "Hvad billedet viser, for dem, der ikke kan se det",
          ),
        ],
        department,
      ),
    },
  },
  nightGaming: {
    label: "Night Gaming",
    intro: "Pris, tider, hvad der er med, populære spil og gæsternes citater på Night Gaming.",
    shownOn: "Night Gaming",
    field: {
      kind: "group",
      label: "Night Gaming",
      fields: withEnglish(
        [
          price("price", "Pris i kr.", "Inkl. moms, fx 99"),
          text("priceUnit", "Prisen gælder", "Fx pr. person for hele natten"),
          time("from", "Fra kl."),
          time("to", "Til kl."),
          texts("includes", "Det er med", "Punkt"),
          texts("games", "Populære spil", "Spil"),
          {
            kind: "list",
            key: "quotes",
            label: "Citater",
            item: "Citat",
            titleKey: "name",
            fields: withEnglish(
              [
                text("name", "Navn"),
                text("detail", "Om gæsten", "Fx Night Gaming-stamgæst"),
                longText("quote", "Citat", 3),
              ],
              nightQuote,
            ),
          },
        ],
        nightGaming,
      ),
    },
  },
  events: {
    label: "Events",
    intro: "Eventtyperne på forsiden og på Booking: fødselsdage, LAN-party, firma- og skoleevents.",
    shownOn: "Forsiden og Booking",
    field: {
      kind: "list",
      label: "Events",
      item: "Event",
      titleKey: "title",
      fields: withEnglish(
        [
          text("title", "Navn"),
          text("subtitle", "Undertitel"),
          text("topic", "Navnet inde i en sætning", "Fx et LAN-party: Skriv om et LAN-party"),
          text("priceText", "Pris", "Fx Kontakt for tilbud"),
          text("capacity", "Antal personer"),
          text("duration", "Varighed"),
          texts("features", "Det får I", "Punkt"),
          text("cta", "Knappens tekst"),
        ],
        event,
      ),
      blank: () => ({
        title: "",
        subtitle: "",
        topic: "",
        priceText: "Kontakt for tilbud",
        capacity: "",
        duration: "",
        features: [""],
        cta: "Kontakt os",
        en: event.blank(),
      }),
    },
  },
  faq: {
    label: "Ofte stillede spørgsmål",
    intro: "Spørgsmål og svar på Booking, i den rækkefølge, de står i her.",
    shownOn: "Booking",
    field: {
      kind: "list",
      label: "Spørgsmål",
      item: "Spørgsmål",
      titleKey: "question",
      fields: withEnglish([text("question", "Spørgsmål"), longText("answer", "Svar", 4)], faq),
      blank: () => ({ question: "", answer: "", en: faq.blank() }),
    },
  },
  gear: {
    label: "Udstyr",
    intro: "Udstyret i centret, i grupper, på Afdelinger og priser.",
    shownOn: "Afdelinger",
    field: {
      kind: "list",
      label: "Udstyr",
      item: "Gruppe",
      titleKey: "title",
      fields: withEnglish([text("title", "Overskrift"), texts("items", "Linjer", "Linje")], gear),
      blank: () => ({ title: "", items: [""], en: gear.blank() }),
    },
  },
  partners: {
    label: "Partnere",
    intro: "Partnere og sponsorer med logo og link på Afdelinger og priser.",
    shownOn: "Afdelinger",
    field: {
      kind: "list",
      label: "Partnere",
      item: "Partner",
      titleKey: "name",
      fields: withEnglish(
        [
          text("name", "Navn"),
          text("category", "Kategori", "Fx Hardware"),
          text("url", "Link", "https://… eller tom"),
          image("logo", "Logo", "Intet logo: navnet vises."),
          text("logoAlt", "Logoets alternative tekst", "Tom: navnet læses op"),
        ],
        partner,
      ),
      blank: () => ({
        name: "",
        category: "",
        url: "",
        logo: null,
        logoAlt: "",
        en: partner.blank(),
      }),
    },
  },
  figures: {
    label: "Tal",
    intro:
      "Tallene i toppen af forsiden og Afdelinger og i båndet Centret i tal. Skriv dem, som de skal stå, fx 100+ eller 95 %.",
    shownOn: "Forsiden og Afdelinger",
    field: {
      kind: "group",
      label: "Tal",
      fields: [
        text("stations", "Gamingstationer"),
        text("open", "Åbent"),
        text("departments", "Afdelinger"),
        text("eventsThisYear", "Events i år"),
        text("happyCustomers", "Tilfredse kunder"),
        text("returnRate", "Gæster, der kommer igen"),
      ],
    },
  },
};

/** The section's form as the form layer takes it. */
export function sectionForm(name: SectionName): FormDescription {
  return { id: name, schema: sectionSchemas[name], field: sectionForms[name].field };
}
