import type { Event } from "#app/features/events/event.ts";
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
} from "#app/features/events/limits.ts";
import { eventInput } from "#app/features/events/schema.ts";
import {
  choice,
  dateTime,
  image,
  integer,
  longText,
  price,
  sideBySide,
  text,
  toggle,
} from "#app/lib/forms/field-builders.ts";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import type { Stored } from "#app/lib/forms/outcome.ts";

/**
 * The event form of `/admin/begivenheder` (docs/admin.md#events), a description for the admin's one
 * form layer: controls are named as the event's fields, the schema is the API's. Times are typed
 * in Copenhagen time and sent with their offset (the `datetime` kind).
 */
export const eventForm: FormDescription = {
  id: "event",
  schema: eventInput,
  field: {
    kind: "group",
    label: "Begivenhed",
    fields: [
      text("title", "Titel"),
      sideBySide("Type og status", [
        choice("kind", "Type", EVENT_KINDS, EVENT_KIND_LABELS),
        choice(
          "status",
          "Status",
          EVENT_STATUSES,
          EVENT_STATUS_LABELS,
          "En kladde vises ikke for gæster",
        ),
      ]),
      text("game", "Spil", "Valgfrit, fx Counter-Strike 2"),
      sideBySide("Tidspunkt", [
        dateTime("starts_at", "Start", "Dansk tid"),
        dateTime("ends_at", "Slut", "Dansk tid"),
      ]),
      dateTime(
        "signup_closes_at",
        "Tilmeldingsfrist",
        "Tom: tilmeldingen lukker, når begivenheden starter",
      ),
      sideBySide("Pladser og pris", [
        integer("capacity", "Antal pladser", "Tom: ingen grænse"),
        integer("team_size", "Holdstørrelse", "1 = solo"),
        price("price", "Pris (kr.)", "0 = gratis"),
      ]),
      toggle(
        "waitlist",
        "Venteliste",
        "Når pladserne er taget, kommer nye tilmeldte på venteliste",
      ),
      longText(
        "description",
        "Beskrivelse",
        8,
        "Almindelig tekst; en tom linje starter et nyt afsnit",
      ),
      // The English pages' texts, beside the Danish (docs/pages.md#english): left empty, the
      // English pages show the Danish. Their labels do not contain `Titel` or `Beskrivelse`, so
      // the Danish fields keep names of their own.
      {
        kind: "group",
        key: "en",
        label: "På engelsk",
        fields: [
          text("title", "Overskrift på engelsk", "Tom: den engelske side viser den danske titel"),
          longText(
            "description",
            "Tekst på engelsk",
            8,
            "Tom: den engelske side viser den danske beskrivelse",
          ),
        ],
      },
      image("image", "Billede", "Intet billede"),
    ],
  },
};

/** What the form edits of an event: its fields (sign-up closing at the start shows empty). */
export function storedOf(event: Event): Stored {
  const { title, kind, game, description, starts_at, ends_at, capacity, team_size, price } = event;
  return {
    value: {
      title,
      kind,
      game,
      description,
      starts_at,
      ends_at,
      capacity,
      team_size,
      price,
      signup_closes_at: event.signup_closes_at === starts_at ? null : event.signup_closes_at,
      waitlist: event.waitlist,
      status: event.status,
      image: event.image,
      en: { title: event.en.title, description: event.en.description },
    },
    version: event.version,
    updated_at: event.updated_at,
    updated_by: null,
  };
}

/** A new event's start: a LAN night, a draft, solo, free, with a waitlist, times to be typed. */
export const BLANK_EVENT: Stored = {
  value: {
    title: "",
    kind: "lan",
    game: null,
    description: "",
    starts_at: "",
    ends_at: "",
    capacity: null,
    team_size: 1,
    price: 0,
    signup_closes_at: null,
    waitlist: true,
    status: "draft",
    image: null,
    en: { title: "", description: "" },
  },
  version: 0,
};
