import { defaultContent } from "#app/content/defaults.ts";
import type { SiteContent } from "#app/content/sections.ts";
import { contentVersion, markContentStale } from "./content-events.server.ts";
import { loadContent, type StoredContent } from "./content-store.server.ts";
import { database } from "./database.server.ts";
import { withEnvironment } from "./env.server.ts";
import { errorFields, log } from "./log.server.ts";

/**
 * The content every page reads, loaded once per content version (content-events.server.ts): a
 * save here moves the version at once, a save on another instance through PostgreSQL's NOTIFY,
 * so pages show it within moments and never by a timer.
 */

let cached: { version: number; value: Promise<StoredContent> } | undefined;
/** The last content that loaded: what pages show while the database does not answer. */
let lastLoaded: StoredContent | undefined;

/** The saved sections with their versions (the admin's view; rejects when the database fails). */
export function storedContent(): Promise<StoredContent> {
  const version = contentVersion();
  if (cached?.version === version) return cached.value;
  const value = loadContent(database().db).then((content) => {
    lastLoaded = content;
    return content;
  });
  const entry = { version, value };
  cached = entry;
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}

/**
 * The content as visitors see it: the operator's contact settings over the admin's. Never
 * rejects: with the database down the page shows the last content it had (or the shipped
 * content), and is not kept by any cache.
 */
export async function siteContent(): Promise<SiteContent> {
  let stored: StoredContent | undefined;
  try {
    stored = await storedContent();
  } catch (error) {
    log.error(errorFields(error), "content could not be loaded");
    markContentStale();
    stored = lastLoaded;
  }
  const values = stored
    ? (Object.fromEntries(
        Object.entries(stored).map(([name, section]) => [name, section.value]),
      ) as SiteContent)
    : defaultContent;
  return { ...values, contact: withEnvironment(values.contact) };
}
