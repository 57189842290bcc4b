/**
 * The one place the admin keeps anything in the browser: each form's unsaved draft in
 * localStorage, with the saved value it was typed on, until it is saved or discarded. A closed
 * tab, a reload, an expired session or a switch to another screen does not cost the admin their
 * text; sign-out forgets every draft, so the next person at this computer does not find them.
 */

const PREFIX = "fgc:draft:";

/** `base` and `version`: the saved value the typing started from (a later merge needs it). */
export type KeptDraft = { version: number; base: unknown; draft: unknown };

export function readDraft(key: string): KeptDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as KeptDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, kept: KeptDraft | null): void {
  try {
    if (kept) localStorage.setItem(PREFIX + key, JSON.stringify(kept));
    else localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage can be full or switched off; the form still holds the text in memory.
  }
}

/** The keys of the drafts kept now, e.g. to mark sections `ikke gemt`. */
export function keptDraftKeys(): string[] {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length));
  } catch {
    return [];
  }
}

export function forgetDrafts(): void {
  for (const key of keptDraftKeys()) writeDraft(key, null);
}
