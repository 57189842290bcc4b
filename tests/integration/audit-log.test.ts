import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type AuditEntry, recordAudit } from "#app/platform/audit.server.ts";
import { type ApiClient, fetchFresh } from "#tests/support/api-client.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerOn, useSignedIn } from "#tests/support/server.ts";
import type { TestUser } from "#tests/support/users.ts";

/**
 * The audit log (docs/api.md#audit-log-and-trash) through the real server on both databases: every
 * change that exists today — testimonial create, edit, delete, restore, approve, reject; content
 * save and restore; image upload; event create, edit, cancel, delete, restore; a staff change to a
 * registration — made through the API or the admin's forms leaves exactly one entry
 * naming its actor; a change that fails leaves none; no call edits or deletes an entry; no entry
 * holds a secret. Then the API: paging by cursor, filters (person, action, words, days, the
 * changes or the sign-ins), 400 for bad parameters, 401 and 403; and `/admin/log`, which filters
 * the same way with a plain GET form and shows the changes apart from the sign-ins.
 */

describe.each(testDatabases())("the audit log on $name", (kind) => {
  const { server, database } = useServerOn(kind);
  const { admin, adminUser, staff, staffUser, anonymous } = useSignedIn(server, database);

  /** Every entry, page by page through the API (200 at a time), newest first. */
  async function allEntries(query = ""): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : "";
      const response = await admin().get(`/api/admin/audit?limit=200${query}${after}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { entries: AuditEntry[]; next: string | null };
      entries.push(...page.entries);
      cursor = page.next;
    } while (cursor);
    return entries;
  }

  /** Runs `change` and returns the entries it added (compared by id). */
  async function added(change: () => Promise<void>): Promise<AuditEntry[]> {
    const before = new Set((await allEntries()).map((entry) => entry.id));
    await change();
    return (await allEntries()).filter((entry) => !before.has(entry.id));
  }

  /** A form post as a browser without JavaScript sends it, answered with a redirect. */
  function formPost(client: ApiClient, path: string, fields: Record<string, string>) {
    return postForm(server().url, path, fields, { cookie: client.cookie });
  }

  /** The first `name` tag of `html` that holds `attribute` (React writes attributes in any order). */
  const tagWith = (html: string, attribute: string, name = "[a-z]+") =>
    new RegExp(`<${name}\\b[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? "";

  async function json<T = Record<string, unknown>>(response: Response, status: number) {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  async function pendingTestimonial(name: string): Promise<string> {
    const comment = `Ventende anmeldelse ${name} ${Math.random()}`;
    const sent = await anonymous().post("/api/testimonials", { name, comment, rating: 4 });
    expect(sent.status).toBe(202);
    const { testimonials } = await json<{ testimonials: { id: string; comment: string }[] }>(
      await admin().get("/api/admin/testimonials?status=pending&limit=200"),
      200,
    );
    const row = testimonials.find((t) => t.comment === comment);
    if (!row) throw new Error("the pending testimonial is not listed");
    return row.id;
  }

  async function contentVersion(section: string): Promise<number> {
    const body = await json<{ version: number }>(
      await admin().get(`/api/admin/content/${section}`),
      200,
    );
    return body.version;
  }

  it("every change that exists today leaves exactly one entry, with its actor", async () => {
    const checks: { what: string; actor: string; action: string; target: string | null }[] = [];
    const expectOne = async (
      what: string,
      actor: TestUser,
      action: string,
      change: () => Promise<string | null>,
    ) => {
      let target: string | null = null;
      const entries = await added(async () => {
        target = await change();
      });
      expect(entries, what).toHaveLength(1);
      expect(entries[0], what).toMatchObject({
        actor_email: actor.email,
        action,
        target_id: target,
        summary: expect.any(String),
      });
      expect(entries[0]?.summary.length, what).toBeGreaterThan(5);
      checks.push({ what, actor: actor.email, action, target });
    };

    // Testimonials through the API (staff) and through the admin's form (admin).
    let apiRow = { id: "", version: 0 };
    await expectOne("API create", staffUser(), "testimonial.create", async () => {
      apiRow = await json(
        await staff().post("/api/admin/testimonials", { name: "Sofie", comment: "Fedt sted" }),
        201,
      );
      return apiRow.id;
    });
    await expectOne("API edit", staffUser(), "testimonial.update", async () => {
      const body = { name: "Sofie", comment: "Rigtig fedt sted", version: apiRow.version };
      await json(await staff().put(`/api/admin/testimonials/${apiRow.id}`, body), 200);
      return apiRow.id;
    });
    let formId = "";
    await expectOne("form create", adminUser(), "testimonial.create", async () => {
      const fields = { name: "Formular-Frede", comment: "Skrevet i formularen", rating: "5" };
      const response = await formPost(admin(), "/admin", { ...fields, is_active: "on" });
      expect(response.status).toBe(303);
      const { testimonials } = await json<{ testimonials: { id: string; name: string }[] }>(
        await admin().get("/api/admin/testimonials?q=Formular-Frede"),
        200,
      );
      formId = testimonials[0]?.id ?? "";
      return formId;
    });
    await expectOne("form edit", adminUser(), "testimonial.update", async () => {
      const fields = { name: "Formular-Frede", comment: "Rettet i formularen", rating: "4" };
      const response = await formPost(admin(), "/admin", { ...fields, id: formId, version: "1" });
      expect(response.status).toBe(303);
      return formId;
    });
    await expectOne("delete", staffUser(), "testimonial.delete", async () => {
      expect((await staff().delete(`/api/admin/testimonials/${formId}`)).status).toBe(204);
      return formId;
    });
    await expectOne("restore", adminUser(), "testimonial.restore", async () => {
      await json(await admin().post(`/api/admin/testimonials/${formId}/restore`), 200);
      return formId;
    });
    const waiting = [await pendingTestimonial("Gæst Et"), await pendingTestimonial("Gæst To")];
    await expectOne("approve", staffUser(), "testimonial.approve", async () => {
      await json(await staff().post(`/api/admin/testimonials/${waiting[0]}/approve`), 200);
      return waiting[0] ?? null;
    });
    await expectOne("reject", adminUser(), "testimonial.reject", async () => {
      const body = { reason: "spam" };
      await json(await admin().post(`/api/admin/testimonials/${waiting[1]}/reject`, body), 200);
      return waiting[1] ?? null;
    });

    // Content through the API and the form; a restore.
    await expectOne("content API save", staffUser(), "content.save", async () => {
      const body = { value: { active: true, text: "Åbent hele julen" }, version: 1 };
      await json(await staff().put("/api/admin/content/notice", body), 200);
      return "notice";
    });
    await expectOne("content form save", adminUser(), "content.save", async () => {
      const version = String(await contentVersion("notice"));
      const fields = { version, active: "on", text: "Åbent nytårsaften" };
      const response = await formPost(admin(), "/admin/indhold?afsnit=notice", fields);
      expect(response.status).toBe(303);
      expect(await contentVersion("notice")).toBe(Number(version) + 1);
      return "notice";
    });
    await expectOne("content restore", adminUser(), "content.restore", async () => {
      const body = { version: await contentVersion("notice") };
      await json(await admin().post("/api/admin/content/notice/versions/1/restore", body), 200);
      return "notice";
    });

    // An image upload (multipart, as the admin's field sends it).
    await expectOne("image upload", staffUser(), "image.upload", async () => {
      const png = await sharp({
        create: { width: 320, height: 160, channels: 3, background: "#c084fc" },
      })
        .png()
        .toBuffer();
      const body = new FormData();
      body.set("file", new File([new Uint8Array(png)], "billede.png", { type: "image/png" }));
      const response = await fetchFresh(`${server().url}/api/admin/images`, {
        method: "POST",
        body,
        headers: { cookie: staff().cookie, origin: server().url },
      });
      return (await json<{ id: string }>(response, 201)).id;
    });

    // Events (the event admin's API), and a staff change to a guest's registration.
    const day = 24 * 60 * 60 * 1000;
    const when = {
      starts_at: new Date(Date.now() + 7 * day).toISOString(),
      ends_at: new Date(Date.now() + 7.2 * day).toISOString(),
    };
    let event = { id: "", slug: "", version: 0 };
    await expectOne("event create", staffUser(), "event.create", async () => {
      const body = { title: "Log-LAN", kind: "lan", status: "scheduled", ...when };
      event = await json(await staff().post("/api/admin/events", body), 201);
      return event.id;
    });
    await expectOne("event edit", adminUser(), "event.update", async () => {
      const body = { title: "Log-LAN", kind: "lan", status: "scheduled", ...when };
      const edit = { ...body, game: "Counter-Strike 2", version: event.version };
      await json(await admin().put(`/api/admin/events/${event.id}`, edit), 200);
      return event.id;
    });
    const guest = { name: "Gæst", email: "gaest@example.dk" };
    await json(await anonymous().post(`/api/events/${event.slug}/registrations`, guest), 201);
    const { registrations } = await json<{ registrations: { id: string }[] }>(
      await staff().get(`/api/admin/events/${event.id}/registrations`),
      200,
    );
    const registration = registrations[0]?.id ?? "";
    await expectOne("check-in", staffUser(), "registration.update", async () => {
      const path = `/api/admin/events/${event.id}/registrations/${registration}`;
      await json(await staff().patch(path, { checked_in: true }), 200);
      return registration;
    });
    await expectOne("event cancel", adminUser(), "event.cancel", async () => {
      const body = { message: "Aflyst på grund af sne." };
      await json(await admin().post(`/api/admin/events/${event.id}/cancel`, body), 200);
      return event.id;
    });
    await expectOne("event delete", staffUser(), "event.delete", async () => {
      expect((await staff().delete(`/api/admin/events/${event.id}`)).status).toBe(204);
      return event.id;
    });
    await expectOne("event restore", staffUser(), "event.restore", async () => {
      await json(await staff().post(`/api/admin/events/${event.id}/restore`), 200);
      return event.id;
    });

    expect(checks.map((check) => check.action).sort()).toEqual(
      [
        "event.cancel",
        "event.create",
        "event.delete",
        "event.restore",
        "event.update",
        "registration.update",
        "content.restore",
        "content.save",
        "content.save",
        "image.upload",
        "testimonial.approve",
        "testimonial.create",
        "testimonial.create",
        "testimonial.delete",
        "testimonial.reject",
        "testimonial.restore",
        "testimonial.update",
        "testimonial.update",
      ].sort(),
    );

    // The summaries are short Danish lines that name the testimonial, never a secret.
    const entries = await allEntries();
    const text = JSON.stringify(entries);
    // (A guest's e-mail is no secret, but no business of the log either.)
    for (const secret of [
      "gaest@example.dk",
      adminUser().password,
      staffUser().password,
      ...[admin().cookie, staff().cookie].flatMap((cookie) =>
        cookie.split("; ").map((pair) => decodeURIComponent(pair.slice(pair.indexOf("=") + 1))),
      ),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        // What an edit did; a guest's words are named, never quoted.
        "Redigerede anmeldelsen fra Sofie: ændrede Kommentar",
        "Gemte Besked (version 2): slog Vis beskeden på alle sider til; ændrede Beskedens tekst fra (tom) til „Åbent hele julen“",
        "Afviste anmeldelsen fra Gæst To (Spam eller reklame)",
      ]),
    );
  });

  it("a content save says what it changed, a price from its old to its new value, as the history does", async () => {
    type Section = { value: { id: string; price: number; title: string }[]; version: number };
    const shipped = await json<Section>(await admin().get("/api/admin/content/departments"), 200);
    const value = shipped.value.map((d) => (d.id === "standard" ? { ...d, price: 13 } : d));
    const from = shipped.value.find((d) => d.id === "standard")?.price;
    expect(from).toBe(12);
    const [saved] = await added(async () => {
      const body = { value, version: shipped.version };
      await json(await staff().put("/api/admin/content/departments", body), 200);
    });
    const line = "ændrede Standard › Pris i kr. pr. time fra 12 kr. til 13 kr.";
    expect(saved?.summary).toBe(`Gemte Afdelinger (version ${shipped.version + 1}): ${line}`);

    const [restored] = await added(async () => {
      const body = { version: shipped.version + 1 };
      const path = `/api/admin/content/departments/versions/${shipped.version}/restore`;
      await json(await admin().post(path, body), 200);
    });
    const back = "ændrede Standard › Pris i kr. pr. time fra 13 kr. til 12 kr.";
    expect(restored?.summary).toBe(
      `Gendannede Afdelinger fra version ${shipped.version} (nu version ${shipped.version + 2}): ${back}`,
    );

    // The history beside the form says the same of each version.
    const { versions } = await json<{ versions: { version: number; summary: string }[] }>(
      await admin().get("/api/admin/content/departments/versions"),
      200,
    );
    expect(versions.slice(0, 2).map((v) => v.summary)).toEqual([
      `Gendannet fra version ${shipped.version}: ${back}`,
      `Ændrede Standard › Pris i kr. pr. time fra 12 kr. til 13 kr.`,
    ]);
  });

  it("a change that fails leaves no entry", async () => {
    const row = await json<{ id: string; version: number }>(
      await admin().post("/api/admin/testimonials", { name: "Fejl", comment: "Prøv" }),
      201,
    );
    const notice = await contentVersion("notice");
    const saved = { value: { active: false, text: "Ny" }, version: notice };
    expect((await admin().put("/api/admin/content/notice", saved)).status).toBe(200);
    const before = await allEntries();
    const stale = { name: "Fejl", comment: "For sent", version: row.version + 5 };
    expect((await admin().put(`/api/admin/testimonials/${row.id}`, stale)).status).toBe(409);
    expect((await admin().put("/api/admin/testimonials/findes-ikke", stale)).status).toBe(404);
    expect((await admin().post("/api/admin/testimonials", { name: "" })).status).toBe(400);
    expect((await admin().delete("/api/admin/testimonials/findes-ikke")).status).toBe(404);
    expect((await admin().post(`/api/admin/testimonials/${row.id}/restore`)).status).toBe(404);
    expect((await admin().post("/api/admin/testimonials/findes-ikke/approve")).status).toBe(404);
    const staleContent = { value: { active: false, text: "Gammel" }, version: notice };
    expect((await admin().put("/api/admin/content/notice", staleContent)).status).toBe(409);
    const badContent = { value: { active: "ja", text: 5 }, version: 1 };
    expect((await admin().put("/api/admin/content/notice", badContent)).status).toBe(400);
    const refused = await formPost(admin(), "/admin", { name: "", comment: "" });
    expect(refused.status).toBe(400);
    // Refused by the guard: staff may not read or write the log, a visitor changes nothing.
    expect(
      (await anonymous().post("/api/admin/testimonials", { name: "A", comment: "B" })).status,
    ).toBe(401);
    expect(await allEntries()).toEqual(before);
  });

  it("no call edits or deletes an entry", async () => {
    const before = await allEntries();
    const target = before[0]?.id ?? "1";
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/admin/audit", `/api/admin/audit?cursor=${target}`]) {
        const response = await admin().request(path, {
          method,
          body: method === "DELETE" ? undefined : JSON.stringify({ summary: "ændret" }),
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET");
      }
      const entry = await admin().request(`/api/admin/audit/${target}`, { method });
      expect(String(entry.status)).toMatch(/^40[45]$/);
    }
    expect(await allEntries()).toEqual(before);
  });

  it("pages by cursor, newest first, and filters by person and action", async () => {
    for (const n of [1, 2, 3]) {
      await json(
        await staff().post("/api/admin/testimonials", { name: `Side ${n}`, comment: "Til sider" }),
        201,
      );
    }
    const all = await allEntries();
    const ids = all.map((entry) => Number(entry.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const stamps = all.map((entry) => entry.at);
    expect([...stamps].sort().reverse()).toEqual(stamps);

    // Two at a time: the same entries, each once.
    const paged: AuditEntry[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const after: string = next ? `&cursor=${next}` : "";
      const page = await json<{ entries: AuditEntry[]; next: string | null }>(
        await admin().get(`/api/admin/audit?limit=2${after}`),
        200,
      );
      expect(page.entries.length).toBeLessThanOrEqual(2);
      paged.push(...page.entries);
      next = page.next;
      pages += 1;
    } while (next);
    expect(paged).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
    // The default page is 50.
    const first = await json<{ entries: AuditEntry[] }>(await admin().get("/api/admin/audit"), 200);
    expect(first.entries).toEqual(all.slice(0, 50));
    expect(Object.keys(first.entries[0] ?? {}).sort()).toEqual(
      ["action", "actor_email", "at", "id", "summary", "target_id", "target_type"].sort(),
    );

    const byStaff = await allEntries(`&actor=${encodeURIComponent(staffUser().email)}`);
    expect(byStaff.length).toBeGreaterThanOrEqual(3);
    expect(byStaff).toEqual(all.filter((entry) => entry.actor_email === staffUser().email));
    const creations = await allEntries("&action=testimonial.create");
    expect(creations).toEqual(all.filter((entry) => entry.action === "testimonial.create"));
    const both = await allEntries(
      `&action=testimonial.create&actor=${encodeURIComponent(staffUser().email)}`,
    );
    expect(both.map((entry) => entry.summary).slice(0, 3)).toEqual([
      "Tilføjede anmeldelsen fra Side 3",
      "Tilføjede anmeldelsen fra Side 2",
      "Tilføjede anmeldelsen fra Side 1",
    ]);
    const nobody = await json<{ entries: AuditEntry[]; next: null }>(
      await admin().get("/api/admin/audit?actor=ingen%40example.dk"),
      200,
    );
    expect(nobody).toEqual({ entries: [], next: null });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=201", "limit"],
    ["limit=ti", "limit"],
    ["limit=2.5", "limit"],
    ["cursor=abc", "cursor"],
    ["cursor=-1", "cursor"],
    ["action=testimonial.explode", "action"],
    // A day that is no day, and days in the wrong order.
    ["from=31.02.2026", "from"],
    ["to=i+går", "to"],
    ["from=2026-13-01", "from"],
    ["from=2.3.2020&to=1.3.2020", "to"],
    ["kind=alt", "kind"],
    [`q=${"x".repeat(201)}`, "q"],
  ])("refuses %s with 400 and the field %s", async (query, field) => {
    const body = await json<{ fieldErrors: Record<string, string> }>(
      await admin().get(`/api/admin/audit?${query}`),
      400,
    );
    expect(Object.keys(body.fieldErrors), query).toEqual([field]);
  });

  it("takes the largest page, and an empty action as none", async () => {
    expect((await admin().get("/api/admin/audit?limit=200&action=")).status).toBe(200);
  });

  it("is the admins' alone: staff 403, a visitor 401, and the page likewise", async () => {
    const before = await allEntries();
    expect((await anonymous().get("/api/admin/audit")).status).toBe(401);
    const refused = await staff().get("/api/admin/audit");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    expect((await staff().get("/admin/log")).status).toBe(403);
    expect((await staff().get("/admin/log.data")).status).toBe(403);
    const page = await anonymous().get("/admin/log");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Flog");
    expect(await allEntries()).toEqual(before);
  });

  it("/admin/log shows the entries in Copenhagen time and filters with a plain GET form", async () => {
    await json(
      await staff().post("/api/admin/testimonials", { name: "Logside", comment: "Til loggen" }),
      201,
    );
    const page = await admin().get("/admin/log");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Tilføjede anmeldelsen fra Logside");
    expect(tagWith(html, 'action="/admin/log"', "form")).toContain('method="get"');
    expect(html).toContain("Anmeldelse tilføjet");
    expect(html).toMatch(/\d{1,2}\. \w+\.? \d{4} kl\. \d{2}\.\d{2}\.\d{2}/);
    // The admin navigation links the log for admins, not for staff.
    expect(html).toContain('href="/admin/log"');
    expect(await (await staff().get("/admin")).text()).not.toContain('href="/admin/log"');

    const filtered = await admin().get(
      `/admin/log?actor=${encodeURIComponent(adminUser().email)}&action=testimonial.create`,
    );
    const filteredHtml = await filtered.text();
    expect(filteredHtml).not.toContain("Tilføjede anmeldelsen fra Logside");
    const byStaff = await admin().get(
      `/admin/log?actor=${encodeURIComponent(staffUser().email)}&action=testimonial.create`,
    );
    expect(await byStaff.text()).toContain("Tilføjede anmeldelsen fra Logside");
  });

  it("/admin/log pages 50 at a time: Ældre leads to the older entries, with the filter kept", async () => {
    const byStaff = `&action=testimonial.create&actor=${encodeURIComponent(staffUser().email)}`;
    while ((await allEntries(byStaff)).length <= 50) {
      await json(
        await staff().post("/api/admin/testimonials", { name: "Fylder", comment: "Til sider" }),
        201,
      );
    }
    // The page shows the changes; the sign-ins are a view of their own.
    const all = await allEntries("&kind=changes");
    /** The `Ældre` link of a page of the log, as a URL. */
    const olderLink = (html: string) => {
      const href = /<a href="([^"]+)" rel="next"[^>]*>Ældre<\/a>/.exec(html)?.[1];
      return href ? new URL(href.replaceAll("&amp;", "&"), server().url) : null;
    };
    const first = await (await admin().get("/admin/log")).text();
    expect(first.toLowerCase()).toContain(`datetime="${all[49]?.at}"`.toLowerCase());
    expect(first.toLowerCase()).not.toContain(`datetime="${all[50]?.at}"`.toLowerCase());
    const older = olderLink(first);
    expect(older?.searchParams.get("cursor")).toBe(all[49]?.id);
    const second = await (await admin().get(`${older?.pathname}${older?.search}`)).text();
    expect(second.toLowerCase()).toContain(`datetime="${all[50]?.at}"`.toLowerCase());
    expect(second).toContain(">Nyeste</a>");

    const filter = `action=testimonial.create&actor=${encodeURIComponent(staffUser().email)}`;
    const filtered = olderLink(await (await admin().get(`/admin/log?${filter}`)).text());
    expect(filtered?.searchParams.get("actor")).toBe(staffUser().email);
    expect(filtered?.searchParams.get("action")).toBe("testimonial.create");
    expect(filtered?.searchParams.get("cursor")).toMatch(/^\d+$/);
  });

  /** Entries written at given moments (the log's own `recordAudit`), each saying `marker`. */
  async function dated(marker: string, moments: string[]) {
    await withDatabase(database(), async (db) => {
      for (const [index, at] of moments.entries()) {
        await recordAudit(
          db,
          {
            actor: adminUser().email,
            action: "content.save",
            target_type: "content",
            target_id: "faq",
            summary: `${marker} ${index + 1}: ændrede Pris fra 12 kr. til 13 kr.`,
          },
          new Date(at),
        );
      }
    });
  }

  const summaries = async (query: string) =>
    (await allEntries(query)).map((entry) => entry.summary);

  it("searches the summary and the person's e-mail, in any case, Danish letters too", async () => {
    await json(
      await staff().post("/api/admin/testimonials", { name: "Østerbro-Søren", comment: "Søg" }),
      201,
    );
    const found = "Tilføjede anmeldelsen fra Østerbro-Søren";
    expect(await summaries("&q=østerbro-søren")).toEqual([found]);
    expect(await summaries(`&q=${encodeURIComponent("ØSTERBRO")}`)).toEqual([found]);
    expect(await summaries("&q=%25%25")).toEqual([]);
    const mine = await allEntries(`&q=${encodeURIComponent(staffUser().email.toUpperCase())}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((entry) => entry.actor_email))).toEqual(new Set([staffUser().email]));
  });

  it("filters by whole days in Copenhagen, written the Danish way or as ISO", async () => {
    // 1 March 23.30, 2 March 01.30 and 3 March 13.00, Copenhagen time (winter, UTC+1).
    await dated("Datotest", [
      "2020-03-01T22:30:00.000Z",
      "2020-03-02T00:30:00.000Z",
      "2020-03-03T12:00:00.000Z",
    ]);
    const day = (query: string) => summaries(`&q=Datotest${query}`);
    const [first, second, third] = [1, 2, 3].map(
      (n) => `Datotest ${n}: ændrede Pris fra 12 kr. til 13 kr.`,
    );
    expect(await day("&from=2.3.2020&to=02.03.2020")).toEqual([second]);
    expect(await day("&from=2020-03-02")).toEqual([third, second]);
    expect(await day("&to=1.3.2020")).toEqual([first]);
    expect(await day("&from=01-03-2020&to=03/03/2020")).toEqual([third, second, first]);
    expect(await day("&from=4.3.2020")).toEqual([]);
  });

  it("keeps the sign-ins apart from the changes, and gives both when asked for neither", async () => {
    const signIns = await allEntries("&kind=sign-ins");
    const changes = await allEntries("&kind=changes");
    const every = await allEntries();
    expect(signIns.length).toBeGreaterThan(0);
    expect(new Set(signIns.map((entry) => entry.action.split(".")[0]))).toEqual(
      new Set(["sign_in"]),
    );
    expect(changes.some((entry) => entry.action.startsWith("sign_in."))).toBe(false);
    expect(changes.length).toBeGreaterThan(0);
    expect(every.map((entry) => entry.id).sort()).toEqual(
      [...signIns, ...changes].map((entry) => entry.id).sort(),
    );
    const failures = await allEntries("&kind=sign-ins&action=sign_in.failure");
    expect(failures.every((entry) => entry.action === "sign_in.failure")).toBe(true);
    expect(await allEntries("&kind=changes&action=sign_in.success")).toEqual([]);
  });

  it("/admin/log shows the changes, the sign-ins apart, and filters by words and days", async () => {
    await dated("Sidetest", ["2021-06-10T10:00:00.000Z", "2021-06-12T10:00:00.000Z"]);
    const page = async (query: string) => {
      const response = await admin().get(`/admin/log${query}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const changes = await page("");
    expect(changes).toMatch(/aria-current="page"[^>]*>Ændringer<\/a>/);
    expect(changes).not.toContain(">Logget ind</span>");
    expect(changes).toContain("Sidetest 2");
    const signIns = await page("?kind=sign-ins");
    expect(signIns).toMatch(/aria-current="page"[^>]*>Log ind<\/a>/);
    expect(signIns).toContain(">Logget ind</span>");
    expect(signIns).not.toContain("Sidetest");
    // The sign-ins' own actions in its Handling field, the changes' in the other.
    expect(signIns).toContain('value="sign_in.failure"');
    expect(changes).not.toContain('value="sign_in.failure"');

    const found = await page("?q=sidetest&from=11.06.2021&to=12.6.2021");
    expect(found).toContain("Sidetest 2");
    expect(found).not.toContain("Sidetest 1");
    // What was typed stays in the fields, and Nulstil leads back to the view.
    expect(tagWith(found, 'id="log-from"')).toContain('value="11.06.2021"');
    expect(found).toMatch(/href="\/admin\/log"[^>]*>Nulstil<\/a>/);

    const refused = await page("?q=sidetest&from=31.02.2021");
    expect(refused).toContain("Skriv en dato, der findes, som dd.mm.åååå");
    expect(tagWith(refused, 'id="log-from"')).toContain('aria-invalid="true"');
    expect(refused).not.toContain("Sidetest 2");
  });
});
