import { ENGLISH_PREFIX, type Lang } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import { imageUrl, imageWidths } from "#app/lib/images.ts";
import { postalAddress } from "#app/lib/structured-data.ts";
import { type EventWithCounts, eventTexts } from "./event.ts";
import { publicState } from "./public-status.ts";

/** Who holds the event and where: the center as the contact content (and the operator) say. */
export type EventHost = { origin: string; name: string; address: string };

const SCHEMA = "https://schema.org/";

/**
 * JSON-LD `Event` for an event's page (Google's event rich results): an offline
 * event at the center, cancelled or scheduled, its price in kroner and whether a seat is left; in
 * the page's language (docs/pages.md#english), its `url` that page.
 */
export function eventJsonLd(event: EventWithCounts, host: EventHost, now: Date, lang: Lang = "da") {
  const url = `${host.origin}${eventPath(event.slug, lang)}`;
  const { title, description } = eventTexts(event, lang);
  const state = publicState(event, now);
  const largest = event.image ? imageWidths(event.image.width).at(-1) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: title.text,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: `${SCHEMA}${event.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: { "@type": "Place", name: host.name, address: postalAddress(host.address) },
    organizer: {
      "@type": "Organization",
      name: host.name,
      url: `${host.origin}${lang === "da" ? "/" : ENGLISH_PREFIX}`,
    },
    description: description.text || title.text,
    ...(event.image && largest
      ? { image: [`${host.origin}${imageUrl(event.image.id, largest, "webp")}`] }
      : {}),
    offers: {
      "@type": "Offer",
      price: event.price,
      priceCurrency: "DKK",
      availability: `${SCHEMA}${state === "open" ? "InStock" : "SoldOut"}`,
      url,
      validFrom: event.created_at,
    },
  };
}
