import type { EventWithCounts } from "#app/features/events/event.ts";
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
} from "#app/features/events/limits.ts";
import { eventInput } from "#app/features/events/schema.ts";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import type { Stored } from "#app/lib/forms/outcome.ts";

/**
 * The event form of `/admin/begivenheder` (product.md §11), a description for the admin's one
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
      { kind: "text", key: "title", label: "Titel" },
      {
        kind: "group",
        label: "Type og status",
        columns: 2,
        fields: [
          {
            kind: "choice",
            key: "kind",
            label: "Type",
            options: EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] })),
          },
          {
            kind: "choice",
            key: "status",
            label: "Status",
            hint: "En kladde vises ikke for gæster",
            options: EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS_LABELS[value] })),
          },
        ],
      },
      { kind: "text", key: "game", label: "Spil", hint: "Valgfrit, fx Counter-Strike 2" },
      {
        kind: "group",
        label: "Tidspunkt",
        columns: 2,
        fields: [
          { kind: "datetime", key: "starts_at", label: "Start", hint: "Dansk tid" },
          { kind: "datetime", key: "ends_at", label: "Slut", hint: "Dansk tid" },
        ],
      },
      {
        kind: "datetime",
        key: "signup_closes_at",
        label: "Tilmeldingsfrist",
        hint: "Tom: tilmeldingen lukker, når begivenheden starter",
      },
      {
        kind: "group",
        label: "Pladser og pris",
        columns: 2,
        fields: [
          { kind: "integer", key: "capacity", label: "Antal pladser", hint: "Tom: ingen grænse" },
          { kind: "integer", key: "team_size", label: "Holdstørrelse", hint: "1 = solo" },
          { kind: "price", key: "price", label: "Pris (kr.)", hint: "0 = gratis" },
        ],
      },
      {
        kind: "switch",
        key: "waitlist",
        label: "Venteliste",
        hint: "Når pladserne er taget, kommer nye tilmeldte på venteliste",
      },
      {
        kind: "text",
        key: "description",
        label: "Beskrivelse",
        rows: 8,
        hint: "Almindelig tekst; en tom linje starter et nyt afsnit",
      },
      { kind: "image", key: "image", label: "Billede", empty: "Intet billede" },
    ],
  },
};

/** What the form edits of an event: its fields (sign-up closing at the start shows empty). */
export function storedOf(event: EventWithCounts): Stored {
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
  },
  version: 0,
};
