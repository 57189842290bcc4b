import type { SectionName, SiteContent } from "#app/content/sections.ts";
import { mergeDrafts } from "#app/lib/forms/merge.ts";
import { ERROR_TITLE, type FormOutcome, type Stored } from "#app/lib/forms/outcome.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { toDraft } from "#app/lib/forms/values.ts";
import { CONTENT_BODY_LIMIT, readFormBody } from "#app/platform/api.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import { findVersion, type SaveResult } from "#app/platform/content-store.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { storedContent } from "#app/platform/site-content.server.ts";
import { sectionForm, sectionForms } from "./admin/section-fields.ts";
import { forAdmin, keepLocked, missingImages } from "./api.server.ts";
import { restoreSectionBy, saveSectionBy } from "./save.server.ts";

/**
 * `/admin/indhold`'s action: a section's form posted — saved as the next version, refused with
 * the errors by path, merged onto another admin's newer version, one of its list buttons
 * applied (a browser without JavaScript), or an older version restored.
 */

/** A failed save (`Fejl`, docs/pages.md#sign-in-and-the-admins-names). */
const REFUSED = { title: ERROR_TITLE, variant: "destructive" } as const;

async function current(section: SectionName): Promise<Stored> {
  return forAdmin(section, (await storedContent())[section]);
}

async function answer(
  section: SectionName,
  result: SaveResult,
  draft: unknown,
  base: number,
  done: { title: string; description: string },
): Promise<FormOutcome> {
  const { field } = sectionForms[section];
  if (result.ok) {
    await publishContentChange();
    return { status: "saved", stored: await current(section), toast: done };
  }
  if (result.reason === "not-found") {
    return {
      status: "failed",
      code: 404,
      draft,
      toast: { ...REFUSED, description: "Versionen findes ikke." },
    };
  }
  // The version the admin started from is in the history: the merge knows who changed what.
  const latest = await current(section);
  const old = await findVersion(database().db, section, base);
  const start = old ? toDraft(field, forAdmin(section, old).value) : null;
  const merged = mergeDrafts(field, start, draft, toDraft(field, latest.value));
  return { status: "conflict", latest, draft, merged };
}

export async function sectionAction(
  request: Request,
  section: SectionName,
  session: StaffSession,
): Promise<FormOutcome> {
  const form = await readFormBody(request, CONTENT_BODY_LIMIT);
  const version = Number(form.get("version"));
  const by = session.user.email;
  const post = readPost(sectionForm(section), form);
  if (post.kind === "edited") return { status: "edited", draft: post.draft, version };
  const intent = form.get("intent") ?? "save";
  if (intent.startsWith("restore:")) {
    const wanted = Number(intent.slice("restore:".length));
    const result = Number.isInteger(wanted)
      ? await restoreSectionBy(database().db, section, wanted, version, by)
      : ({ ok: false, reason: "not-found" } as const);
    return answer(section, result, post.draft, version, {
      title: `Version ${wanted} er gendannet`,
      description: "Den er gemt som den nyeste version, og siden viser den nu.",
    });
  }
  if (post.kind === "invalid") {
    return {
      status: "invalid",
      draft: post.draft,
      errors: post.errors,
      toast: { ...REFUSED, description: "Ret de markerede felter, og gem igen." },
    };
  }
  const stored = (await storedContent())[section];
  const value = keepLocked(section, post.value as SiteContent[SectionName], stored.value);
  const missing = await missingImages(section, value);
  if (missing) {
    return {
      status: "invalid",
      draft: post.draft,
      errors: missing,
      toast: { ...REFUSED, description: "Et billede findes ikke. Upload det igen." },
    };
  }
  const result = await saveSectionBy(database().db, section, value, version, by);
  return answer(section, result, post.draft, version, {
    title: `${sectionForms[section].label} er gemt`,
    description: "Ændringen vises nu på siden.",
  });
}
