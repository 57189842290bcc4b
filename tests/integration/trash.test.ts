import { describe, expect, it } from "vitest";
import { deleteEvent } from "#app/features/events/events.server.ts";
import { signUp } from "#app/features/events/registrations.server.ts";
import type { ApiClient } from "#tests/support/api-client.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerOn, useSignedIn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * The trash (docs/api.md#audit-log-and-trash) through the real server on both databases: a deleted testimonial
 * leaves the public API, its count and average, the admin list and its counts, the staff's
 * pending count and every single-row call at once; `…/restore` brings back every field; the
 * trash lists deleted testimonials and events for admins and staff; `Slet for altid` takes an
 * item out for good (an event with its registrations), audited, through the API and without
 * JavaScript alike.
 */

type Row = Record<string, unknown> & { id: string; version: number; name: string };
type Trash = {
  items: { type: string; id: string; title: string; deleted_at: string; deleted_by: string }[];
};

describe.each(testDatabases())("the trash on $name", (kind) => {
  const { server, database } = useServerOn(kind);
  const { admin, staff, staffUser, anonymous } = useSignedIn(server, database);

  async function json<T>(response: Response, status = 200): Promise<T> {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  const publicBlock = async () =>
    json<{ testimonials: { id: string }[]; average: number; count: number }>(
      await anonymous().get("/api/testimonials"),
    );
  const adminPage = async (query = "") =>
    json<{ testimonials: Row[]; counts: { pending: number; approved: number; rejected: number } }>(
      await admin().get(`/api/admin/testimonials?limit=200${query}`),
    );
  /** The navigation's count of waiting reviews, as staff see it beside `Admin`. */
  const pendingCount = async () => {
    const html = await (await staff().get("/admin")).text();
    const match = /(\d+)(?:<!-- -->)?<span class="sr-only"> venter på godkendelse/.exec(html);
    return match ? Number(match[1]) : 0;
  };

  it("a deleted testimonial leaves every page, list and count at once; restore brings it back whole", async () => {
    const kept = await json<Row>(
      await admin().post("/api/admin/testimonials", { name: "Bliver", comment: "Godt", rating: 2 }),
      201,
    );
    const created = await json<Row>(
      await admin().post("/api/admin/testimonials", {
        name: "Sofie",
        comment: "Rigtig fedt sted",
        rating: 5,
        location: "Frederiksberg",
        gaming_type: "Valorant",
        is_featured: true,
      }),
      201,
    );
    // An edit first, so the row has a history (version 2) to come back with.
    const edited = await json<Row>(
      await admin().put(`/api/admin/testimonials/${created.id}`, {
        ...created,
        comment: "Rigtig fedt sted, god kaffe",
      }),
    );
    expect(edited.version).toBe(2);
    expect(await publicBlock()).toMatchObject({ count: 2, average: 3.5 });
    const before = await adminPage();
    expect(before.counts.approved).toBe(2);

    expect((await staff().delete(`/api/admin/testimonials/${created.id}`)).status).toBe(204);

    const gone = await publicBlock();
    expect(gone.testimonials.map((row) => row.id)).toEqual([kept.id]);
    expect(gone).toMatchObject({ count: 1, average: 2 });
    const after = await adminPage();
    expect(after.testimonials.map((row) => row.id)).toEqual([kept.id]);
    expect(after.counts).toEqual({ pending: 0, approved: 1, rejected: 0 });
    expect((await adminPage("&q=Sofie")).testimonials).toEqual([]);
    expect((await adminPage("&q=kaffe")).testimonials).toEqual([]);
    expect((await admin().get(`/api/admin/testimonials/${created.id}`)).status).toBe(404);
    const edit = { ...edited, comment: "Efter sletning" };
    expect((await admin().put(`/api/admin/testimonials/${created.id}`, edit)).status).toBe(404);
    expect((await admin().post(`/api/admin/testimonials/${created.id}/approve`)).status).toBe(404);
    expect((await admin().delete(`/api/admin/testimonials/${created.id}`)).status).toBe(404);
    expect(await (await anonymous().get("/")).text()).not.toContain("god kaffe");

    const trash = await json<Trash>(await staff().get("/api/admin/trash"));
    expect(trash.items).toContainEqual({
      type: "testimonial",
      id: created.id,
      title: "Anmeldelse fra Sofie",
      deleted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deleted_by: staffUser().email,
    });

    const restored = await json<Row>(
      await admin().post(`/api/admin/testimonials/${created.id}/restore`),
    );
    expect(restored).toEqual(edited);
    expect(await json<Row>(await admin().get(`/api/admin/testimonials/${created.id}`))).toEqual(
      edited,
    );
    expect(await publicBlock()).toMatchObject({ count: 2, average: 3.5 });
    expect((await adminPage()).testimonials.map((row) => row.id)).toEqual(
      before.testimonials.map((row) => row.id),
    );
    const trashAfter = await json<Trash>(await admin().get("/api/admin/trash"));
    expect(trashAfter.items.map((item) => item.id)).not.toContain(created.id);
    // Once out of the trash it is not in it: a second restore finds nothing.
    expect((await admin().post(`/api/admin/testimonials/${created.id}/restore`)).status).toBe(404);
    // An editor who had it open before the delete saves as usual: nothing in it changed.
    const saved = await json<Row>(
      await admin().put(`/api/admin/testimonials/${created.id}`, {
        ...edited,
        comment: "Rettet efter gendannelse",
      }),
    );
    expect(saved.version).toBe(3);
  });

  it("a waiting review in the trash leaves the staff's pending count", async () => {
    const comment = `Venter i køen ${Date.now()}`;
    expect(
      (await anonymous().post("/api/testimonials", { name: "Gæst", comment, rating: 4 })).status,
    ).toBe(202);
    const { testimonials, counts } = await adminPage("&status=pending");
    const row = testimonials.find((t) => t.comment === comment);
    if (!row) throw new Error("not queued");
    expect(await pendingCount()).toBe(counts.pending);
    expect((await staff().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);
    expect((await adminPage()).counts.pending).toBe(counts.pending - 1);
    expect(await pendingCount()).toBe(counts.pending - 1);
    expect((await staff().post(`/api/admin/testimonials/${row.id}/restore`)).status).toBe(200);
    expect(await pendingCount()).toBe(counts.pending);
  });

  it("lists deleted events beside testimonials, newest first, for admins and staff only", async () => {
    const event = await addEvent(database(), { title: "Turnering i papirkurven" });
    await withDatabase(database(), (db) => deleteEvent(db, event.id, "admin@example.dk"));
    const row = await json<Row>(
      await staff().post("/api/admin/testimonials", { name: "Nyeste", comment: "Slettes sidst" }),
      201,
    );
    expect((await staff().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);

    for (const client of [admin(), staff()]) {
      const { items } = await json<Trash>(await client.get("/api/admin/trash"));
      expect(items[0]).toMatchObject({ type: "testimonial", id: row.id });
      expect(items).toContainEqual({
        type: "event",
        id: event.id,
        title: "Turnering i papirkurven",
        deleted_at: expect.any(String),
        deleted_by: "admin@example.dk",
      });
      const stamps = items.map((item) => item.deleted_at);
      expect([...stamps].sort().reverse()).toEqual(stamps);
    }
    expect((await anonymous().get("/api/admin/trash")).status).toBe(401);
    const member = await anonymous().signIn(addUser(database()));
    expect((await member.get("/api/admin/trash")).status).toBe(403);
    expect((await admin().post("/api/admin/trash", {})).status).toBe(405);
  });

  /** `Gendan` as a browser without JavaScript posts it: the status and where it leads. */
  function restorePost(client: ApiClient, fields: Record<string, string>) {
    return postForm(server().url, "/admin/papirkurv", fields, { cookie: client.cookie });
  }

  it("Papirkurv lists the trash for staff, and its Gendan works without JavaScript", async () => {
    const row = await json<Row>(
      await staff().post("/api/admin/testimonials", { name: "Papirkurv-Per", comment: "Væk" }),
      201,
    );
    expect((await staff().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);
    const page = await staff().get("/admin/papirkurv");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Anmeldelse fra Papirkurv-Per");
    expect(html).toContain(`Slettet`);
    expect(html).toContain(staffUser().email);
    expect(html).toContain('aria-label="Gendan Anmeldelse fra Papirkurv-Per"');

    const restored = await restorePost(staff(), { type: "testimonial", id: row.id });
    expect([restored.status, restored.headers.get("location")]).toEqual([303, "/admin/papirkurv"]);
    expect((await admin().get(`/api/admin/testimonials/${row.id}`)).status).toBe(200);
    expect(await (await staff().get("/admin/papirkurv")).text()).not.toContain("Papirkurv-Per");
    // Again: not in the trash any more, said on the page, nothing changed.
    expect((await restorePost(staff(), { type: "testimonial", id: row.id })).status).toBe(404);
    expect((await restorePost(staff(), { type: "event", id: row.id })).status).toBe(404);
    // A deleted event comes back the same way.
    const event = await addEvent(database(), { title: "Gendannet LAN" });
    await withDatabase(database(), (db) => deleteEvent(db, event.id, staffUser().email));
    expect(await (await staff().get("/admin/papirkurv")).text()).toContain(
      'aria-label="Gendan Gendannet LAN"',
    );
    expect((await restorePost(staff(), { type: "event", id: event.id })).status).toBe(303);
    const { items } = await json<Trash>(await staff().get("/api/admin/trash"));
    expect(items.map((item) => item.id)).not.toContain(event.id);
    const log = await json<{ entries: { action: string; target_id: string }[] }>(
      await admin().get("/api/admin/audit?action=event.restore"),
    );
    expect(log.entries.map((entry) => entry.target_id)).toContain(event.id);
    // A visitor is sent to sign in, and restores nothing.
    expect((await staff().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);
    const refused = await restorePost(anonymous(), { type: "testimonial", id: row.id });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect((await admin().get(`/api/admin/testimonials/${row.id}`)).status).toBe(404);
  });

  type Entry = { action: string; target_id: string; actor_email: string; summary: string };
  const auditOf = async (action: string) =>
    (await json<{ entries: Entry[] }>(await admin().get(`/api/admin/audit?action=${action}`)))
      .entries;
  const rowsIn = (
    table: "testimonials" | "events" | "event_registrations",
    column: string,
    id: string,
  ) =>
    withDatabase(database(), (db) =>
      db
        .selectFrom(table)
        .selectAll()
        .where(column as "id", "=", id)
        .execute(),
    );

  it("Slet for altid through the API: gone from the database, audited, 404 after", async () => {
    const row = await json<Row>(
      await staff().post("/api/admin/testimonials", { name: "Glemt", comment: "Persondata" }),
      201,
    );
    // Only what is in the trash can go: a live row is left alone.
    expect((await staff().delete(`/api/admin/trash/testimonial/${row.id}`)).status).toBe(404);
    expect(await rowsIn("testimonials", "id", row.id)).toHaveLength(1);
    expect((await staff().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);

    expect((await staff().delete(`/api/admin/trash/testimonial/${row.id}`)).status).toBe(204);
    expect(await rowsIn("testimonials", "id", row.id)).toEqual([]);
    const entries = (await auditOf("testimonial.purge")).filter((e) => e.target_id === row.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_email: staffUser().email,
        summary: "Slettede anmeldelsen fra Glemt for altid",
      }),
    ]);
    const { items } = await json<Trash>(await staff().get("/api/admin/trash"));
    expect(items.map((item) => item.id)).not.toContain(row.id);
    // After: nothing to purge, restore, read or delete; and no second entry.
    expect((await admin().delete(`/api/admin/trash/testimonial/${row.id}`)).status).toBe(404);
    expect((await admin().post(`/api/admin/testimonials/${row.id}/restore`)).status).toBe(404);
    expect((await admin().get(`/api/admin/testimonials/${row.id}`)).status).toBe(404);
    expect((await auditOf("testimonial.purge")).filter((e) => e.target_id === row.id)).toHaveLength(
      1,
    );
  });

  it("a purged event takes its registrations with it", async () => {
    const event = await addEvent(database(), { title: "Slettes for altid", capacity: 5 });
    for (const name of ["Ida", "Bo"]) {
      const email = `${name.toLowerCase()}-${event.id}@example.dk`;
      const done = await withDatabase(database(), (db) =>
        signUp(db, event.slug, { name, email, team_name: null }),
      );
      expect(done.kind).toBe("registered");
    }
    expect(await rowsIn("event_registrations", "event_id", event.id)).toHaveLength(2);
    // An event with guests is cancelled with a message as it goes into the trash.
    const message = { message: "Vi må desværre aflyse." };
    expect((await admin().delete(`/api/admin/events/${event.id}`, message)).status).toBe(204);

    expect((await admin().delete(`/api/admin/trash/event/${event.id}`)).status).toBe(204);
    expect(await rowsIn("events", "id", event.id)).toEqual([]);
    expect(await rowsIn("event_registrations", "event_id", event.id)).toEqual([]);
    const entries = (await auditOf("event.purge")).filter((e) => e.target_id === event.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_email: expect.any(String),
        summary: 'Slettede "Slettes for altid" for altid med 2 tilmeldinger',
      }),
    ]);
    expect((await admin().get(`/api/admin/events/${event.id}`)).status).toBe(404);
    expect((await admin().post(`/api/admin/events/${event.id}/restore`)).status).toBe(404);
    expect((await admin().delete(`/api/admin/trash/event/${event.id}`)).status).toBe(404);
  });

  it("Slet for altid is the trash's: staff and admins; 404 for an unknown kind, 405 for a read", async () => {
    const row = await json<Row>(
      await admin().post("/api/admin/testimonials", { name: "Bliver", comment: "Urørt" }),
      201,
    );
    expect((await admin().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);
    const path = `/api/admin/trash/testimonial/${row.id}`;
    expect((await anonymous().delete(path)).status).toBe(401);
    const member = await anonymous().signIn(addUser(database()));
    expect((await member.delete(path)).status).toBe(403);
    expect((await admin().get(path)).status).toBe(405);
    expect((await admin().delete(`/api/admin/trash/user/${row.id}`)).status).toBe(404);
    expect((await admin().delete(`/api/admin/trash/event/${row.id}`)).status).toBe(404);
    expect(await rowsIn("testimonials", "id", row.id)).toHaveLength(1);
  });

  it("Slet for altid without JavaScript: the page asks first, then the post purges", async () => {
    const row = await json<Row>(
      await staff().post("/api/admin/testimonials", { name: "Uden-JS", comment: "Væk for altid" }),
      201,
    );
    expect((await staff().delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);
    const list = await (await staff().get("/admin/papirkurv")).text();
    // The button names the page's question (the field of its GET form) and the item.
    const button = new RegExp(`<button[^>]*value="testimonial:${row.id}"[^>]*>`).exec(list)?.[0];
    expect(button).toContain('form="ask-first"');
    expect(button).toContain('name="slet"');
    expect(button).toContain('aria-label="Slet for altid Anmeldelse fra Uden-JS"');
    const asked = `/admin/papirkurv?slet=testimonial:${row.id}`;
    const page = await (await staff().get(asked)).text();
    expect(page).toContain("Er du sikker på at du vil slette det for altid?");
    expect(page).toContain("Anmeldelse fra Uden-JS slettes for altid.");
    expect(page).toContain(`name="id" value="testimonial:${row.id}"`);

    const posted = await postForm(
      server().url,
      asked,
      { intent: "slet", id: `testimonial:${row.id}` },
      { cookie: staff().cookie },
    );
    expect([posted.status, posted.headers.get("location")]).toEqual([303, "/admin/papirkurv"]);
    expect(await rowsIn("testimonials", "id", row.id)).toEqual([]);
    expect((await auditOf("testimonial.purge")).map((e) => e.target_id)).toContain(row.id);
    // Sent again: nothing left, said so, nothing written.
    const again = await postForm(
      server().url,
      "/admin/papirkurv",
      { intent: "slet", id: `testimonial:${row.id}` },
      { cookie: staff().cookie },
    );
    expect(again.status).toBe(303);
    expect((await auditOf("testimonial.purge")).filter((e) => e.target_id === row.id)).toHaveLength(
      1,
    );
    // A visitor is sent to sign in, and purges nothing.
    const other = await json<Row>(
      await staff().post("/api/admin/testimonials", { name: "Beskyttet", comment: "Bliver" }),
      201,
    );
    expect((await staff().delete(`/api/admin/testimonials/${other.id}`)).status).toBe(204);
    const refused = await postForm(server().url, "/admin/papirkurv", {
      intent: "slet",
      id: `testimonial:${other.id}`,
    });
    expect(refused.status).toBe(302);
    expect(await rowsIn("testimonials", "id", other.id)).toHaveLength(1);
  });
});
