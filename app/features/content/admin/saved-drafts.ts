import type { SectionName } from "#app/content/sections.ts";

/**
 * A section's unsaved form kept in this browser's localStorage until it is saved or discarded:
 * a closed tab, a reload, an expired session or a switch to another section does not cost the
 * admin their text. `version` is the version the changes were made from.
 */

export type SavedDraft = { version: number; draft: unknown };

const PREFIX = "fgc:admin:content-draft:";

export function readDraft(section: SectionName): SavedDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + section);
    return raw ? (JSON.parse(raw) as SavedDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(section: SectionName, saved: SavedDraft | null): void {
  try {
    if (saved) localStorage.setItem(PREFIX + section, JSON.stringify(saved));
    else localStorage.removeItem(PREFIX + section);
  } catch {
    // Storage can be full or switched off; the form still holds the text in memory.
  }
}

/** At sign-out: the next person at this computer does not find the drafts. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // As above.
  }
}
