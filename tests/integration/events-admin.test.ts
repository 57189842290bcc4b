import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { formatEventTime } from "#app/lib/format.ts";
import { auditEntries } from "#app/platform/audit.server.ts";
import { fetchFresh } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { daysFromNow, timed } from "#tests/support/events.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerOn, useStaffAndVisitor } from "#tests/support/server.ts";

/**
 * The admin's event API over real HTTP (docs/api.md#events-for-staff), on SQLite and PostgreSQL,
 * called by staff (admins are proven in the access-control matrix): every answer, the seats that
 * staff changes move or keep, the trash, the CSV for Danish Excel, and one audit entry per change
 * naming who made it.
 */

let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress % 250}`;

const EVENT = {
  title: "Vinter-LAN",
  kind: "lan",
  game: "Counter-Strike 2",
  description: "Tag din egen skærm med.\n\nVi sørger for pizza.",
  capacity: 10,
  team_size: 1,
  price: 150,
  waitlist: true,
  status: "scheduled",
};

describe.each(testDatabases())("the admin's event API on $name", (kind) => {
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);

  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await clients.staff.post("/api/admin/events", {
      ...EVENT,
      ...timed(7),
      ...fields,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const signUp = async (slug: string, name: string, email: string) => {
    const response = await clients.visitor.post(
      `/api/events/${slug}/registrations`,
      { name, email },
      { "x-forwarded-for": newAddress() },
    );
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const registrations = async (id: string) => {
    const response = await clients.staff.get(`/api/admin/events/${id}/registrations`);
    expect(response.status).toBe(200);
    return (await response.json()).registrations as {
      id: string;
      name: string;
      email: string;
      status: string;
      position: number | null;
      checked_in_at: string | null;
    }[];
  };
  const audit = (targetId: string) =>
    withDatabase(database(), async (db) =>
      (await auditEntries(db, { limit: 200 })).entries.filter((e) => e.target_id === targetId),
    );
  /** A browser's own form post, as without JavaScript. */
  const formPost = (path: string, fields: Record<string, string>) =>
    postForm(server().url, path, fields, { cookie: clients.staff.cookie });
  const text = async (path: string) => (await fetchFresh(`${server().url}${path}`)).text();
  const feed = async () => (await fetchFresh(`${server().url}/begivenheder.ics`)).text();

  it("creates (201), lists soonest first with seat counts, and reads one", async () => {
    const later = await create({ title: "Senere turnering", kind: "tournament", ...timed(30) });
    const sooner = await create({ title: "Snart LAN", ...timed(2) });
    expect(later).toMatchObject({
      title: "Senere turnering",
      kind: "tournament",
      slug: "senere-turnering",
      capacity: 10,
      price: 150,
      status: "scheduled",
      version: 1,
      signup_closes_at: later.starts_at,
    });
    const list = await clients.staff.get("/api/admin/events");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const { events } = await list.json();
    const ids = events.map((e: { id: string }) => e.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const starts = events.map((e: { starts_at: string }) => e.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(events.find((e: { id: string }) => e.id === later.id)).toEqual({
      ...later,
      confirmed: 0,
      waitlisted: 0,
    });
    const one = await clients.staff.get(`/api/admin/events/${sooner.id}`);
    expect(await one.json()).toMatchObject({ id: sooner.id, confirmed: 0, waitlisted: 0 });
    expect((await clients.staff.get("/api/admin/events/findes-ikke")).status).toBe(404);
    expect(await audit(later.id)).toEqual([
      expect.objectContaining({
        action: "event.create",
        actor_email: clients.staffUser.email,
        target_type: "event",
        summary: 'Oprettede "Senere turnering"',
      }),
    ]);
  });

  it("refuses invalid input with 400 and Danish errors by field, and stores nothing", async () => {
    const before = await databaseChecksum(database());
    const response = await clients.staff.post("/api/admin/events", {
      title: "",
      kind: "fest",
      starts_at: "i morgen kl. 18",
      ends_at: daysFromNow(1),
      capacity: 0,
      team_size: 11,
      price: -1,
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ["capacity", "kind", "price", "starts_at", "team_size", "title"].sort(),
    );
    expect(fieldErrors.capacity).toBe("Antal pladser skal være mellem 1 og 1000");
    const backwards = await clients.staff.post("/api/admin/events", {
      ...EVENT,
      starts_at: daysFromNow(2),
      ends_at: daysFromNow(1),
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).fieldErrors).toEqual({
      ends_at: "Slut skal ligge efter start",
    });
    for (const body of ["[]", "ikke json", "null"]) {
      const raw = await clients.staff.request("/api/admin/events", { method: "POST", body });
      expect(raw.status, body).toBe(400);
    }
    expect(await databaseChecksum(database())).toBe(before);
  });

  it("saves an edit from the current version, raises SEQUENCE on a new time, refuses a stale one with 409", async () => {
    const event = await create({ title: "Redigeres" });
    const renamed = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...EVENT,
      ...timed(7),
      starts_at: event.starts_at,
      ends_at: event.ends_at,
      title: "Redigeret",
      version: 1,
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ title: "Redigeret", version: 2, sequence: 0 });
    const moved = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...EVENT,
      title: "Redigeret",
      ...timed(8),
      version: 2,
    });
    const movedEvent = await moved.json();
    expect(movedEvent).toMatchObject({ version: 3, sequence: 1, slug: event.slug });

    const before = await databaseChecksum(database());
    const stale = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...EVENT,
      ...timed(9),
      title: "Gammel",
      version: 2,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: expect.any(String), version: 3 });
    const gone = await clients.staff.put("/api/admin/events/findes-ikke", {
      ...EVENT,
      ...timed(7),
      version: 1,
    });
    expect(gone.status).toBe(404);
    const noVersion = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...EVENT,
      ...timed(7),
    });
    expect(noVersion.status).toBe(400);
    expect(await databaseChecksum(database())).toBe(before);

    const entries = await audit(event.id);
    expect(entries.map((e) => [e.action, e.actor_email])).toEqual([
      ["event.update", clients.staffUser.email],
      ["event.update", clients.staffUser.email],
      ["event.create", clients.staffUser.email],
    ]);
    // What happened, in the form's words: each changed field from its old to its new value.
    const when = (iso: string) => formatEventTime(iso, { withYear: true });
    expect(entries[0]?.summary).toBe(
      `Rettede "Redigeret": ændrede Start fra ${when(event.starts_at)} til ${when(movedEvent.starts_at)}; ændrede Slut fra ${when(event.ends_at)} til ${when(movedEvent.ends_at)}`,
    );
    expect(entries[1]?.summary).toBe(
      'Rettede "Redigeret": ændrede Titel fra „Redigeres“ til „Redigeret“',
    );
  });

  it("lowering the capacity below the confirmed count moves no one; raising it promotes the waitlist", async () => {
    const event = await create({ title: "Kapacitet", capacity: 3 });
    for (const n of [1, 2, 3, 4]) await signUp(event.slug, `Gæst ${n}`, `kap${n}@example.dk`);
    const before = await registrations(event.id);
    const lowered = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...EVENT,
      title: "Kapacitet",
      starts_at: event.starts_at,
      ends_at: event.ends_at,
      capacity: 1,
      version: 1,
    });
    expect(lowered.status).toBe(200);
    expect(await lowered.json()).toMatchObject({ capacity: 1, confirmed: 3, waitlisted: 1 });
    expect(await registrations(event.id)).toEqual(before);
    const raised = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...EVENT,
      title: "Kapacitet",
      starts_at: event.starts_at,
      ends_at: event.ends_at,
      capacity: 4,
      version: 2,
    });
    expect(await raised.json()).toMatchObject({ confirmed: 4, waitlisted: 0 });
  });

  it("`Tjek ind` posted by the browser itself (before React runs) checks in and comes back", async () => {
    const event = await create({ title: "Døren" });
    await signUp(event.slug, "Dina", "dina@example.dk");
    const [dina] = await registrations(event.id);
    const page = `/admin/begivenheder?tilmeldinger=${event.id}&fra=0`;
    const html = await (await clients.staff.get(page)).text();
    // Every row's button belongs to one form, posted to the page itself until React runs.
    const form = html.match(/<form[^>]*id="tjek-ind"[^>]*>.*?<\/form>/)?.[0] ?? "";
    expect(form).toContain(`action="${page.replace("&", "&amp;")}"`);
    expect(form).toContain('method="post"');
    expect(form).toContain('<input type="hidden" name="intent" value="tjek-ind"/>');
    const button = html.match(/<button[^>]*aria-label="Tjek ind: Dina"[^>]*>/)?.[0] ?? "";
    expect(button).toContain('type="submit"');
    expect(button).toContain('form="tjek-ind"');
    expect(button).toContain('name="ind"');
    expect(button).toContain(`value="${dina?.id}"`);
    const post = (fields: Record<string, string>, cookie = clients.staff.cookie) =>
      postForm(server().url, page, { intent: "tjek-ind", ...fields }, { cookie });

    const checkedIn = await post({ ind: dina?.id ?? "" });
    expect([checkedIn.status, checkedIn.headers.get("location")]).toEqual([
      303,
      `${page}#tilmeldinger`,
    ]);
    expect(checkedIn.headers.get("set-cookie")).toContain("Tjekket%20ind");
    const [after] = await registrations(event.id);
    expect(after?.checked_in_at).toEqual(expect.any(String));
    // The state wanted, not a toggle: the same click sent twice keeps the guest checked in.
    expect((await post({ ind: dina?.id ?? "" })).status).toBe(303);
    expect((await registrations(event.id))[0]?.checked_in_at).toBe(after?.checked_in_at);
    await post({ ud: dina?.id ?? "" });
    expect((await registrations(event.id))[0]?.checked_in_at).toBeNull();

    // A registration that is gone, or a visitor: said, and nothing changed.
    const before = await databaseChecksum(database());
    const gone = await post({ ind: "findes-ikke" });
    expect([gone.status, gone.headers.get("set-cookie")]).toEqual([
      303,
      expect.stringContaining("findes%20ikke%20l%C3%A6ngere"),
    ]);
    const refused = await post({ ind: dina?.id ?? "" }, "");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await databaseChecksum(database())).toBe(before);
  });

  it("the form, the list and the registrations are each a Suspense boundary of their own", async () => {
    // React hydrates a boundary apart, the one clicked first: a `Tjek ind` right after the page
    // appears waits for its own part, not the whole form and list (docs/performance.md).
    const event = await create({ title: "Hver for sig" });
    await signUp(event.slug, "Dina", "dina@example.dk");
    const html = await (
      await clients.staff.get(`/admin/begivenheder?tilmeldinger=${event.id}`)
    ).text();
    const parts = [
      'name="title"',
      'aria-label="Rediger Hver for sig"',
      'aria-label="Tjek ind: Dina"',
    ]
      .map((marker) => html.indexOf(marker))
      .sort((a, b) => a - b);
    expect(parts).not.toContain(-1);
    const opened = (before: string) => before.match(/<!--\$[?!]?-->/g)?.length ?? 0;
    const closed = (before: string) => before.match(/<!--\/\$-->/g)?.length ?? 0;
    for (const [index, at] of parts.entries()) {
      const before = html.slice(0, at);
      expect(opened(before) - closed(before), html.slice(at, at + 60)).toBeGreaterThan(0);
      // Not the boundary of the part before it: that one has closed in between.
      if (index > 0) expect(closed(html.slice(parts[index - 1], at))).toBeGreaterThan(0);
    }
  });

  it("`Afmeld`, `Aflys` and `Slet` before React run ask on the page, and the answer posted does it", async () => {
    const event = await create({ title: "Spørg først", capacity: 1 });
    await signUp(event.slug, "Anna", "anna@example.dk");
    await signUp(event.slug, "Bo", "bo@example.dk");
    const [anna, bo] = await registrations(event.id);
    const view = `/admin/begivenheder?tilmeldinger=${event.id}&fra=0`;
    const html = await (await clients.staff.get(view)).text();
    // The asking buttons submit one GET form: this view again, with the question's address.
    const ask = html.match(/<form[^>]*id="ask-first"[^>]*>.*?<\/form>/)?.[0] ?? "";
    expect(ask).toContain('action="/admin/begivenheder#bekraeft"');
    expect(ask).toContain(`<input type="hidden" name="tilmeldinger" value="${event.id}"/>`);
    for (const [label, name, id] of [
      ["Afmeld Anna", "afmeld", anna?.id],
      ["Aflys Spørg først", "aflys", event.id],
      ["Slet Spørg først", "slet", event.id],
    ]) {
      const button = html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0];
      expect(button, label).toContain('form="ask-first"');
      expect(button, label).toContain(`name="${name}"`);
      expect(button, label).toContain(`value="${id}"`);
      expect(button, label).not.toContain('disabled=""');
    }
    const post = (address: string, body: Record<string, string>, cookie = clients.staff.cookie) =>
      postForm(server().url, address, body, { cookie });

    // `Afmeld` says what becomes of the seat: Bo, on the waitlist, holds none.
    const waiting = await (await clients.staff.get(`${view}&afmeld=${bo?.id}`)).text();
    expect(waiting).toContain("Gæsten er nr. 1 på ventelisten og har ingen plads.");
    expect(waiting).not.toContain("Pladsen går til");
    // Anna's seat goes to the first on the waitlist; asked, then done, back to the registrations.
    const leaving = `${view}&afmeld=${anna?.id}`;
    const question = await (await clients.staff.get(leaving)).text();
    expect(question).toContain("Pladsen går til nr. 1 på ventelisten, som får besked på e-mail.");
    expect(question).toContain("Anna bliver afmeldt og får ingen e-mail om det.");
    const left = await post(leaving, { intent: "afmeld", id: anna?.id ?? "" });
    expect([left.status, left.headers.get("location")]).toEqual([303, `${view}#tilmeldinger`]);
    expect(left.headers.get("set-cookie")).toContain("Afmeldt");
    expect((await registrations(event.id)).map((r) => [r.name, r.status])).toEqual([
      ["Bo", "confirmed"],
      ["Anna", "cancelled"],
    ]);
    expect(await (await clients.staff.get(leaving)).text()).not.toContain('id="bekraeft"');

    // `Aflys` needs a message: refused, the question stays, nothing changed; then cancelled.
    const cancelling = `/admin/begivenheder?aflys=${event.id}`;
    expect(await (await clients.staff.get(cancelling)).text()).toContain("Besked til de tilmeldte");
    const before = await databaseChecksum(database());
    const blank = await post(cancelling, { intent: "aflys", id: event.id, message: " " });
    expect([blank.status, blank.headers.get("location")]).toEqual([
      303,
      `${cancelling}#tilmeldinger`,
    ]);
    expect(blank.headers.get("set-cookie")).toContain("Skriv%20en%20besked");
    const visitorPost = await post(
      cancelling,
      { intent: "aflys", id: event.id, message: "Nej" },
      "",
    );
    expect(visitorPost.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await databaseChecksum(database())).toBe(before);
    const cancelled = await post(cancelling, {
      intent: "aflys",
      id: event.id,
      message: "Strømmen er gået.",
    });
    expect(cancelled.headers.get("location")).toBe("/admin/begivenheder#tilmeldinger");
    expect(cancelled.headers.get("set-cookie")).toContain("Aflyst");
    expect(await (await clients.staff.get(`/api/admin/events/${event.id}`)).json()).toMatchObject({
      status: "cancelled",
      cancel_message: "Strømmen er gået.",
    });
    expect(await (await clients.staff.get(cancelling)).text()).not.toContain('id="bekraeft"');

    // `Slet`: into the trash; sent twice, the second says it is gone.
    const deleting = `/admin/begivenheder?slet=${event.id}`;
    expect(await (await clients.staff.get(deleting)).text()).toContain(
      "Er du sikker på at du vil slette denne begivenhed?",
    );
    const deleted = await post(deleting, { intent: "slet", id: event.id });
    expect(deleted.headers.get("set-cookie")).toContain("Slettet!");
    expect((await clients.staff.get(`/api/admin/events/${event.id}`)).status).toBe(404);
    const again = await post(deleting, { intent: "slet", id: event.id });
    expect(again.headers.get("set-cookie")).toContain("findes%20ikke%20l%C3%A6ngere");
  });

  it("the door looks a guest up by name, e-mail or team in any case, 50 a page, the search kept", async () => {
    const event = await create({ title: "Opslag" });
    await signUp(event.slug, "Åse Østergaard", "aase@example.dk");
    await signUp(event.slug, "Bo Hansen", "bo.h@example.dk");
    for (let n = 0; n < 51; n++) await signUp(event.slug, `Gæst ${n}`, `gaest-${n}@example.dk`);
    const view = (q: string, from = 0) =>
      `/admin/begivenheder?${new URLSearchParams({ tilmeldinger: event.id, q, fra: String(from) })}`;
    const rowsOf = async (q: string, from = 0) => {
      const html = (await (await clients.staff.get(view(q, from))).text()).replace(/<!-- -->/g, "");
      return {
        html,
        names: [...html.matchAll(/aria-label="Tjek ind: ([^"]+)"/g)].map((m) => m[1]),
      };
    };

    const all = await rowsOf("");
    expect(all.names).toHaveLength(50);
    expect(all.html).toContain("1–50 af 53");
    expect((await rowsOf("øster")).names).toEqual(["Åse Østergaard"]);
    expect((await rowsOf("ÅSE")).names).toEqual(["Åse Østergaard"]);
    expect((await rowsOf("HANSEN")).names).toEqual(["Bo Hansen"]);
    expect((await rowsOf("bo.h@")).names).toEqual(["Bo Hansen"]);
    // `%` and `_` are letters like any other, not wildcards.
    const none = await rowsOf("%_");
    expect(none.names).toEqual([]);
    expect(none.html).toContain("Ingen tilmeldinger passer til søgningen.");

    // The search stays in the box, on the next page's link and where `Tjek ind` comes back to.
    const found = await rowsOf("gæst");
    expect(found.names).toHaveLength(50);
    expect(found.html).toMatch(/<input[^>]*name="q"[^>]*value="gæst"/);
    const q = encodeURIComponent("gæst");
    expect(found.html).toContain(`q=${q}&amp;fra=50#tilmeldinger`);
    expect(found.html).toMatch(new RegExp(`id="tjek-ind"[^>]*action="[^"]*q=${q}&amp;fra=0"`));
    expect((await rowsOf("gæst", 50)).names).toEqual(["Gæst 50"]);
  });

  it("a staff cancel frees the seat for the first on the waitlist; check-in and its undoing", async () => {
    const event = await create({ title: "Venteliste", capacity: 1 });
    await signUp(event.slug, "Anna", "anna@example.dk");
    await signUp(event.slug, "Bo", "bo@example.dk");
    await signUp(event.slug, "Cai", "cai@example.dk");
    const [anna, bo, cai] = await registrations(event.id);
    expect([anna?.status, bo?.position, cai?.position]).toEqual(["confirmed", 1, 2]);

    const cancelled = await clients.staff.patch(
      `/api/admin/events/${event.id}/registrations/${anna?.id}`,
      {
        status: "cancelled",
      },
    );
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      id: anna?.id,
      status: "cancelled",
      position: null,
    });
    const after = await registrations(event.id);
    expect(after.map((r) => [r.name, r.status, r.position])).toEqual([
      ["Bo", "confirmed", null],
      ["Cai", "waitlisted", 1],
      ["Anna", "cancelled", null],
    ]);

    const checkIn = await clients.staff.patch(
      `/api/admin/events/${event.id}/registrations/${bo?.id}`,
      {
        checked_in: true,
      },
    );
    expect(checkIn.status).toBe(200);
    expect((await checkIn.json()).checked_in_at).toEqual(expect.any(String));
    const undone = await clients.staff.patch(
      `/api/admin/events/${event.id}/registrations/${bo?.id}`,
      {
        checked_in: false,
      },
    );
    expect((await undone.json()).checked_in_at).toBeNull();

    const other = await create({ title: "Anden" });
    const before = await databaseChecksum(database());
    for (const body of [
      {},
      { checked_in: "ja" },
      { status: "confirmed" },
      { status: "cancelled", checked_in: true },
    ]) {
      const refused = await clients.staff.patch(
        `/api/admin/events/${event.id}/registrations/${bo?.id}`,
        body,
      );
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).fieldErrors, JSON.stringify(body)).toEqual(expect.any(Object));
    }
    for (const path of [
      `/api/admin/events/${other.id}/registrations/${bo?.id}`,
      `/api/admin/events/${event.id}/registrations/findes-ikke`,
      `/api/admin/events/findes-ikke/registrations/${bo?.id}`,
    ]) {
      expect((await clients.staff.patch(path, { checked_in: true })).status, path).toBe(404);
    }
    expect(await databaseChecksum(database())).toBe(before);

    const entries = await withDatabase(
      database(),
      async (db) => (await auditEntries(db, { limit: 200, action: "registration.update" })).entries,
    );
    const summaries = entries.map((e) => e.summary);
    expect(summaries).toContain('Afmeldte Anna fra "Venteliste"; 1 rykket op fra ventelisten');
    expect(summaries).toContain('Tjekkede Bo ind til "Venteliste"');
    expect(summaries).toContain('Fjernede indtjekningen af Bo til "Venteliste"');
    expect(entries.every((e) => e.actor_email === clients.staffUser.email)).toBe(true);
    expect(summaries.join(" ")).not.toContain("@example.dk");
  });

  it("DELETE moves an event to the trash: gone from the pages, the sitemap, the feeds and sign-up; with a guest it wants the message she gets; restore brings it back, cancelled as she was told", async () => {
    const event = await create({ title: "Skraldespand" });
    await signUp(event.slug, "Dorte", "dorte@example.dk");
    const asItWas = await (await clients.staff.get(`/api/admin/events/${event.id}`)).json();
    /** What a visitor sees: the list, the event's page, the sitemap and the feed. */
    const publicView = async () => ({
      list: (await text("/begivenheder")).includes("Skraldespand"),
      page: (await fetchFresh(`${server().url}/begivenheder/${event.slug}`)).status,
      sitemap: (await text("/sitemap.xml")).includes(`/begivenheder/${event.slug}<`),
      feed: (await feed()).includes("Skraldespand"),
    });
    expect(await publicView()).toEqual({ list: true, page: 200, sitemap: true, feed: true });

    // Dorte is told, as by `Aflys`: the deletion wants the message for her.
    expect((await clients.staff.delete(`/api/admin/events/${event.id}`)).status).toBe(400);
    const deleted = await clients.staff.delete(`/api/admin/events/${event.id}`, {
      message: "Lokalet er lukket.",
    });
    expect(deleted.status).toBe(204);
    expect((await clients.staff.delete(`/api/admin/events/${event.id}`)).status).toBe(404);
    const { events } = await (await clients.staff.get("/api/admin/events")).json();
    expect(events.map((e: { id: string }) => e.id)).not.toContain(event.id);
    expect((await clients.staff.get(`/api/admin/events/${event.id}`)).status).toBe(404);
    expect(await publicView()).toEqual({ list: false, page: 404, sitemap: false, feed: false });
    expect((await fetchFresh(`${server().url}/begivenheder/${event.slug}.ics`)).status).toBe(404);
    const refused = await clients.visitor.post(
      `/api/events/${event.slug}/registrations`,
      { name: "Ny", email: "ny@example.dk" },
      { "x-forwarded-for": newAddress() },
    );
    expect(refused.status).toBe(404);
    const row = await withDatabase(database(), (db) =>
      db
        .selectFrom("events")
        .select(["deleted_at", "deleted_by"])
        .where("id", "=", event.id)
        .executeTakeFirst(),
    );
    expect(row).toEqual({ deleted_at: expect.any(String), deleted_by: clients.staffUser.email });

    const restored = await clients.staff.post(`/api/admin/events/${event.id}/restore`);
    expect(restored.status).toBe(200);
    // As it was, cancelled: as Dorte was told.
    expect(await restored.json()).toEqual({
      ...asItWas,
      status: "cancelled",
      cancel_message: "Lokalet er lukket.",
      version: asItWas.version + 1,
      sequence: asItWas.sequence + 1,
      updated_at: expect.any(String),
    });
    expect((await clients.staff.post(`/api/admin/events/${event.id}/restore`)).status).toBe(404);
    expect(await publicView()).toEqual({ list: true, page: 200, sitemap: true, feed: true });
    expect(await registrations(event.id)).toHaveLength(1);
    expect((await audit(event.id)).map((e) => [e.action, e.summary])).toEqual([
      ["event.restore", 'Gendannede "Skraldespand" fra papirkurven'],
      ["event.delete", 'Lagde "Skraldespand" i papirkurven og skrev til 1 tilmeldt'],
      ["event.create", 'Oprettede "Skraldespand"'],
    ]);
  });

  it("cancel with a message: status cancelled, STATUS:CANCELLED in the feed; no message is 400", async () => {
    const event = await create({ title: "Aflyses", capacity: 1 });
    await signUp(event.slug, "Eva", "eva@example.dk");
    await signUp(event.slug, "Finn", "finn@example.dk");
    const before = await databaseChecksum(database());
    const empty = await clients.staff.post(`/api/admin/events/${event.id}/cancel`, {
      message: "  ",
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors).toEqual({
      message: "Skriv en besked til de tilmeldte",
    });
    expect(await databaseChecksum(database())).toBe(before);
    expect(
      (await clients.staff.post("/api/admin/events/findes-ikke/cancel", { message: "x" })).status,
    ).toBe(404);
    expect((await clients.staff.post(`/api/admin/events/${event.id}/andet`, {})).status).toBe(404);

    const cancelled = await clients.staff.post(`/api/admin/events/${event.id}/cancel`, {
      message: "Strømmen er gået i hele bygningen.",
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      status: "cancelled",
      cancel_message: "Strømmen er gået i hele bygningen.",
      sequence: 1,
      confirmed: 1,
      waitlisted: 1,
    });
    const vevent = new ICAL.Component(ICAL.parse(await feed()))
      .getAllSubcomponents("vevent")
      .find((c) => c.getFirstPropertyValue("summary") === "Aflyses");
    expect(vevent?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect((await audit(event.id))[0]).toMatchObject({
      action: "event.cancel",
      actor_email: clients.staffUser.email,
      summary: 'Aflyste "Aflyses" og skrev til 2 tilmeldte',
    });
  });

  it("the registrations as CSV for Danish Excel: BOM, ;, formulas made text, æøå intact", async () => {
    const event = await create({ title: "Regneark", capacity: 3 });
    const names = ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "Søren Æbelø; Åse"];
    for (const [n, name] of names.entries()) await signUp(event.slug, name, `ark${n}@example.dk`);
    const response = await clients.staff.get(`/api/admin/events/${event.id}/registrations.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tilmeldinger-regneark-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Navn;E-mail;Holdnavn;Status;Venteliste nr.;Tilmeldt;Tjekket ind");
    const firstCells = lines
      .slice(1, 6)
      .map((line) => line.slice(0, line.indexOf("@example.dk") + 11));
    expect(firstCells).toEqual([
      `"'=HYPERLINK(""x"")";ark0@example.dk`,
      "'+1;ark1@example.dk",
      "'-2;ark2@example.dk",
      "'@SUM(A1);ark3@example.dk",
      '"Søren Æbelø; Åse";ark4@example.dk',
    ]);
    expect(lines[1]).toMatch(/;Tilmeldt;;\d{4}-\d{2}-\d{2} \d{2}:\d{2};$/);
    expect(lines[4]).toMatch(/;Venteliste;1;/);
    expect(lines.at(-1)).toBe("");
    expect(
      (await clients.staff.get("/api/admin/events/findes-ikke/registrations.csv")).status,
    ).toBe(404);
  });

  it("the page's form post creates, refuses by field, updates from its version and answers a stale one with the merge", async () => {
    const form = (fields: Record<string, string>) => formPost("/admin/begivenheder", fields);
    const typed = {
      title: "Formular-LAN",
      kind: "lan",
      status: "scheduled",
      "starts_at.date": "15.01.2030",
      "starts_at.time": "18.00",
      "ends_at.date": "15.01.2030",
      "ends_at.time": "23.00",
      team_size: "1",
      price: "0",
      waitlist: "on",
    };
    const created = await form(typed);
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/admin/begivenheder");
    const { events } = await (await clients.staff.get("/api/admin/events")).json();
    const event = events.find((e: { title: string }) => e.title === "Formular-LAN");
    // Typed in Copenhagen time (winter: UTC+1), stored in UTC.
    expect(event).toMatchObject({ starts_at: "2030-01-15T17:00:00.000Z", capacity: null });

    const before = await databaseChecksum(database());
    const refused = await form({ ...typed, title: "", "starts_at.date": "", "starts_at.time": "" });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain("Titel skal udfyldes");
    // An empty or unreadable moment is told the Danish way, not the API's ISO 8601.
    expect(refusal).toContain("Start skal udfyldes, fx 14.12.2026 kl. 18.00");
    expect(refusal).not.toContain("2026-12-14T18:00:00+01:00");
    const unread = await form({ ...typed, "ends_at.date": "01/15/2030" });
    expect(unread.status).toBe(400);
    expect(await unread.text()).toContain("Slut: 01/15/2030 er ikke en dag i kalenderen");
    expect(await databaseChecksum(database())).toBe(before);

    const edited = await form({ ...typed, title: "Formular-LAN 2", id: event.id, version: "1" });
    expect(edited.status).toBe(303);
    const stale = await form({ ...typed, price: "25", id: event.id, version: "1" });
    expect(stale.status).toBe(409);
    // Without the version the typing began from, each field that differs is shown with both
    // values to choose between; the typed price stays in the form; nothing is saved.
    const merged = await stale.text();
    expect(merged).toContain("Formular-LAN 2");
    expect(merged).toContain("Brug deres");
    expect(merged).toContain('value="25"');
    expect(await (await clients.staff.get(`/api/admin/events/${event.id}`)).json()).toMatchObject({
      title: "Formular-LAN 2",
      price: 0,
      version: 2,
    });
  });
});
