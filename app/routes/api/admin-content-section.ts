import {
  assertImagesStored,
  expectedVersion,
  forAdmin,
  keepLocked,
  savedAnswer,
  sectionOf,
  validSection,
} from "#app/features/content/api.server.ts";
import { saveSectionBy } from "#app/features/content/save.server.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { CONTENT_BODY_LIMIT, privateJson, readJsonBody } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import { storedContent } from "#app/platform/site-content.server.ts";
import type { Route } from "./+types/admin-content-section";

/** GET /api/admin/content/:name: one section as saved. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const section = sectionOf(params.name);
    const stored = (await storedContent())[section];
    return privateJson(forAdmin(section, stored));
  });
}

/**
 * PUT /api/admin/content/:name `{ value, version }`: saved as the next version when `version`
 * is still the newest (else 409), after the section's schema accepts it (else 400).
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "GET, PUT", async (session) => {
    const section = sectionOf(params.name);
    const body = await readJsonBody(request, CONTENT_BODY_LIMIT);
    const version = expectedVersion(body);
    const stored = (await storedContent())[section];
    const value = keepLocked(section, validSection(section, body.value), stored.value);
    await assertImagesStored(section, value);
    const result = await saveSectionBy(database().db, section, value, version, session.user.email);
    return savedAnswer(section, result);
  });
}
