import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/database.server.ts";
import { findByToken } from "#app/features/events/registrations.server.ts";
import { newLinkToken } from "#app/platform/link-token.server.ts";
import { testDatabases } from "#tests/support/databases.ts";
import * as events from "./006-events.ts";
import { registrationLinks } from "./012-registration-links.ts";

describe.each(testDatabases())("a registration's links, on $name", (kind) => {
  it("the link a registration held before keeps working; its column is gone; the rows and their rules stay", async () => {
    const config = await kind.create();
    const handle = openDatabase(config);
    const db = handle.db as unknown as Kysely<unknown>;
    try {
      await events.up(db);
      const at = "2026-12-01T12:00:00.000Z";
      await sql`
        insert into events (id, slug, title, kind, starts_at, ends_at, signup_closes_at, status, created_at, updated_at)
        values ('e1', 'lan', 'LAN', 'lan', '2099-01-01T17:00:00.000Z', '2099-01-01T22:00:00.000Z', '2099-01-01T17:00:00.000Z', 'scheduled', ${at}, ${at})
      `.execute(db);
      const { token, hash } = newLinkToken();
      for (const [id, email, tokenHash] of [
        ["r1", "sofie@example.dk", hash],
        ["r2", null, null],
      ]) {
        await sql`
          insert into event_registrations (id, event_id, email, status, created_at, cancel_token_hash)
          values (${id}, 'e1', ${email}, 'confirmed', ${at}, ${tokenHash})
        `.execute(db);
      }

      await registrationLinks(handle.kind).up(db);

      expect((await findByToken(handle.db, token))?.registration).toMatchObject({
        id: "r1",
        email: "sofie@example.dk",
      });
      const rows = await handle.db
        .selectFrom("event_registrations")
        .selectAll()
        .orderBy("id")
        .execute();
      expect(rows.map((row) => Object.keys(row).sort())).toEqual([
        [...COLUMNS].sort(),
        [...COLUMNS].sort(),
      ]);
      // One registration per address and event, still; a link goes with its registration.
      await expect(
        sql`insert into event_registrations (id, event_id, email, status, created_at) values ('r3', 'e1', 'sofie@example.dk', 'confirmed', ${at})`.execute(
          db,
        ),
      ).rejects.toThrow();
      await sql`delete from events where id = 'e1'`.execute(db);
      expect(await handle.db.selectFrom("event_registration_links").selectAll().execute()).toEqual(
        [],
      );
    } finally {
      await handle.close();
      await config.dispose();
    }
  });
});

const COLUMNS = [
  "id",
  "event_id",
  "name",
  "email",
  "team_name",
  "status",
  "position",
  "created_at",
  "checked_in_at",
  "cancelled_at",
];
