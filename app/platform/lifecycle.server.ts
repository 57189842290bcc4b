import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { placeholdersInUse } from "#app/content/contact.ts";
import { assertPragmas } from "#app/db/sqlite.server.ts";
import { auth } from "./auth.server.ts";
import { listenForContentChanges } from "./content-events.server.ts";
import { startDailySweep } from "./daily-sweep.server.ts";
import { closeDatabase, database } from "./database.server.ts";
import { settings } from "./env.server.ts";
import { log } from "./log.server.ts";
import { migrate } from "./migrate.server.ts";
import { siteContent } from "./site-content.server.ts";

/**
 * What the server does before it listens and after its last request. A bad setting, an unsafe
 * SQLite file or a failing migration stops the start.
 */

let contentListener: ReturnType<typeof listenForContentChanges> | undefined;
let dailySweep: ReturnType<typeof startDailySweep> | undefined;

export async function startup(): Promise<void> {
  const config = settings();
  const handle = database();
  if (handle.sqlite) assertPragmas(handle.sqlite);
  await migrate(handle);
  // Personal data past its time goes at start, then daily; the start does not wait for it.
  dailySweep = startDailySweep(handle.db);
  // Reads or creates the signing secret now, so a production misconfiguration stops the start.
  auth();
  if (config.DATABASE_URL) {
    contentListener = listenForContentChanges(handle, config.DATABASE_URL);
    await contentListener.ready;
  }
  if (config.NODE_ENV === "production") await warnAboutPlaceholders();
}

export async function shutdown(): Promise<void> {
  dailySweep?.stop();
  dailySweep = undefined;
  await contentListener?.stop();
  contentListener = undefined;
  await closeDatabase();
}

/** A site that goes live with the shipped example contact details says so in its log. */
async function warnAboutPlaceholders(): Promise<void> {
  const { contact, partners } = await siteContent();
  const placeholders = placeholdersInUse(contact, partners).map((found) => found.label);
  if (placeholders.length === 0) return;
  log.warn(
    { placeholders },
    `the site still shows example content: enter the real details at ${ADMIN_SCREENS.content.path} or set SITE_PHONE, SITE_EMAIL, SITE_ADDRESS and SITE_CVR`,
  );
}
