import type { Field } from "./fields.ts";
import { mergeDrafts } from "./merge.ts";
import { ERROR_TITLE, type FormOutcome, type Stored } from "./outcome.ts";
import type { Post } from "./submission.ts";
import { toDraft } from "./values.ts";

/**
 * The answers a record's form action (a testimonial, an event, an invitation) gives when it does
 * not save: written once, so every admin form says them alike. The toasts: `Fejl`
 * (docs/pages.md#sign-in-and-the-admins-names).
 */

const FAILED = { title: ERROR_TITLE, variant: "destructive" } as const;

/** Refused: the posted draft back with the errors by path, the first of them in the toast. */
export function refused(draft: unknown, errors: Record<string, string>): FormOutcome {
  const first = Object.values(errors)[0] ?? "Ugyldige felter.";
  return { status: "invalid", draft, errors, toast: { ...FAILED, description: first } };
}

/** A post that saves nothing: a list button's edit (no JavaScript), or the schema's refusal. */
export function unsaved(post: Exclude<Post, { kind: "valid" }>): FormOutcome {
  return post.kind === "edited"
    ? { status: "edited", draft: post.draft, version: 0 }
    : refused(post.draft, post.errors);
}

/** Said in words, the draft kept (the record is gone: 404). */
export function failed(code: number, description: string, draft?: unknown): FormOutcome {
  return {
    status: "failed",
    code,
    ...(draft === undefined ? {} : { draft }),
    toast: { ...FAILED, description },
  };
}

/**
 * Someone else saved the record first (`record`: their row as the list shows it). The server
 * keeps no older versions of a record: without the one the form started from, every field that
 * differs is shown with both values (the enhanced page merges with its own copy).
 */
export function overtaken(
  field: Field,
  latest: Stored,
  draft: unknown,
  record: unknown,
): FormOutcome {
  const merged = mergeDrafts(field, null, draft, toDraft(field, latest.value));
  return { status: "conflict", latest, draft, merged, record };
}
