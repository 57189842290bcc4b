import {
  type ImageRef,
  isSectionName,
  type SectionName,
  type SiteContent,
  sectionErrors,
} from "#app/content/sections.ts";
import { getAt, keyOf, pathsOfKind } from "#app/lib/forms/values.ts";
import { jsonError, privateJson } from "#app/platform/api.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import type { SaveResult, StoredSection } from "#app/platform/content-store.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings, withEnvironment } from "#app/platform/env.server.ts";
import { storedImages } from "#app/platform/image-store.server.ts";
import { sectionForms } from "./admin/section-fields.ts";

/** The shared parts of the content API's handlers (docs/api.md#the-content). */

export function sectionOf(name: string | undefined): SectionName {
  if (name && isSectionName(name)) return name;
  throw jsonError(404, "Afsnittet findes ikke.");
}

/** `version` of a request body: the version the change was made from. */
export function expectedVersion(body: Record<string, unknown>): number {
  const { version } = body;
  if (typeof version === "number" && Number.isInteger(version) && version >= 0) return version;
  throw jsonError(400, "Ugyldige felter.", {
    fieldErrors: { version: "Send den version, ændringen bygger på." },
  });
}

/** A value checked by its section's schema, or 400 with errors keyed `departments.0.price`. */
export function validSection(section: SectionName, value: unknown) {
  const checked = sectionErrors(section, value);
  if (checked.errors) throw jsonError(400, "Ugyldige felter.", { fieldErrors: checked.errors });
  return checked.value;
}

/**
 * The images a section's value points at that were not uploaded with these sizes, keyed by the
 * field's path within the section (`0.image`); null when every one is stored. Where a section
 * has images, its form's description says (`kind: "image"`).
 */
export async function missingImages(
  section: SectionName,
  value: unknown,
): Promise<Record<string, string> | null> {
  const places = pathsOfKind(sectionForms[section].field, value, "image")
    .map((path) => [keyOf(path), getAt(value, path) as ImageRef | null] as const)
    .filter(
      (place): place is readonly [string, ImageRef] => place[1] !== null && place[1] !== undefined,
    );
  const stored = await storedImages(
    database().db,
    places.map(([, image]) => image.id),
  );
  const errors: Record<string, string> = {};
  for (const [key, image] of places) {
    const found = stored.get(image.id);
    if (found?.width !== image.width || found.height !== image.height) {
      errors[key] = "Billedet findes ikke. Upload det igen.";
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** 400 unless every image the value points at was uploaded, with the sizes it was stored at. */
export async function assertImagesStored(section: SectionName, value: unknown): Promise<void> {
  const missing = await missingImages(section, value);
  if (!missing) return;
  const fieldErrors = Object.fromEntries(
    Object.entries(missing).map(([key, message]) => [`${section}.${key}`, message]),
  );
  throw jsonError(400, "Ugyldige felter.", { fieldErrors });
}

/** Fields of `contact` the operator's environment sets: not changed through the admin. */
function lockedFields(section: SectionName): string[] {
  return section === "contact" ? Object.keys(settings().contactFromEnvironment) : [];
}

/** A section as the admin shows it: a locked field with the operator's value, as visitors see. */
export function forAdmin<T extends Pick<StoredSection, "value">>(section: SectionName, stored: T) {
  const value =
    section === "contact" ? withEnvironment(stored.value as SiteContent["contact"]) : stored.value;
  return { ...stored, value, locked: lockedFields(section) };
}

/** A save keeps the stored value of each locked field: the operator's setting stays in charge. */
export function keepLocked<T>(section: SectionName, value: T, stored: unknown): T {
  const locked = lockedFields(section);
  if (locked.length === 0) return value;
  const kept = { ...(value as Record<string, unknown>) };
  for (const field of locked) kept[field] = (stored as Record<string, unknown>)[field];
  return kept as T;
}

/**
 * The answer to a save or a restore; on success every instance shows the new version. The value
 * is the one the admin sees (GET's): the operator's locked fields with the operator's values.
 */
export async function savedAnswer(section: SectionName, result: SaveResult): Promise<Response> {
  if (!result.ok) {
    return result.reason === "not-found"
      ? jsonError(404, "Versionen findes ikke.")
      : jsonError(409, "Indholdet er ændret af en anden. Hent det igen, og prøv igen.", {
          version: result.current,
        });
  }
  await publishContentChange();
  const { value } = forAdmin(section, { value: result.value });
  return privateJson({ value, version: result.version });
}
