import type { Conflict } from "./merge.ts";

/**
 * What a form's route action answers, to the enhanced page (as data) and to a page posted
 * without JavaScript (which draws the form again from it, or follows the redirect after a save).
 */

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };

/** The title of every toast that says something failed, in every admin screen (docs/admin.md). */
export const ERROR_TITLE = "Fejl";

/** A toast saying what failed: `Fejl`, and `description` under it. */
export const errorToast = (description: string): Toast => ({
  title: ERROR_TITLE,
  description,
  variant: "destructive",
});

/** A saved value as the form knows it: its version and who saved it when. */
export type Stored = {
  value: unknown;
  version: number;
  updated_at?: string;
  updated_by?: string | null;
};

export type FormOutcome =
  /** `record`: the saved row as its list shows it (the testimonial with its status and dates). */
  | { status: "saved"; stored: Stored; toast: Toast; record?: unknown }
  /** Refused by the schema: the posted draft comes back with the errors by path. */
  | { status: "invalid"; draft: unknown; errors: Record<string, string>; toast: Toast }
  /**
   * Another admin saved first: their version, and the posted draft merged onto it; `record`:
   * their saved row as its list shows it.
   */
  | {
      status: "conflict";
      latest: Stored;
      draft: unknown;
      merged: { value: unknown; conflicts: Record<string, Conflict> };
      record?: unknown;
    }
  /** A list button posted without JavaScript: the draft with the edit made, not saved. */
  | { status: "edited"; draft: unknown; version: number }
  /** Anything else (signed out, the row is gone): said in words, the draft kept. */
  | { status: "failed"; code: number; draft?: unknown; toast: Toast };

/** The answer when the server could not be reached (the page's own action, in the browser). */
const OFFLINE: FormOutcome = {
  status: "failed",
  code: 0,
  toast: errorToast("Kunne ikke få forbindelse til serveren. Tjek din forbindelse og prøv igen."),
};

/**
 * After a form's post, the pages' data is read again only when something was saved: by this post,
 * or by someone else before it (a conflict: the lists beside the form show their save). A refusal
 * or a lost connection changed nothing on the server (and offline, reading again would fail and
 * take the form, with its text, off the screen).
 */
export function revalidateAfterSave({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  const outcome = actionResult as FormOutcome | undefined;
  const changed = ["saved", "conflict"];
  if (
    outcome &&
    typeof outcome === "object" &&
    "status" in outcome &&
    !changed.includes(outcome.status)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

/**
 * A form route's `clientAction`: the post goes to the server as always; one the network lost is
 * said in words (`OFFLINE`) and the form keeps its text, where React Router would otherwise show
 * the error page.
 */
export async function postOrOffline({
  serverAction,
}: {
  serverAction: () => Promise<unknown>;
}): Promise<FormOutcome> {
  try {
    // The enhanced page's post is answered with data, never a redirect (form-post.server.ts).
    return (await serverAction()) as FormOutcome;
  } catch (error) {
    if (error instanceof Response) throw error;
    return OFFLINE;
  }
}
