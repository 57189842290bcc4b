import type { Draft } from "./draft.ts";

/**
 * The form's text kept in this tab's sessionStorage until it is saved or cancelled, so an
 * expired session (sign in again, come back) or a reload does not cost the admin their text.
 */

export type Mode = { kind: "add" } | { kind: "edit"; id: string; version: number };
export type SavedDraft = { mode: Mode; draft: Draft };

const KEY = "fgc:admin:testimonial-draft";

export function readSavedDraft(): SavedDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SavedDraft) : null;
  } catch {
    return null;
  }
}

export function writeSavedDraft(saved: SavedDraft | null): void {
  try {
    if (saved) sessionStorage.setItem(KEY, JSON.stringify(saved));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be full or switched off; the form still holds the text in memory.
  }
}
