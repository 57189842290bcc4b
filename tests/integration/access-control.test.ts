import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { setCheckedIn, signUp } from "#app/features/events/registrations.server.ts";
import { startBracket } from "#app/features/tournaments/bracket.server.ts";
import { readStaffBracket } from "#app/features/tournaments/queries.server.ts";
import type { ApiClient } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { useServerOn, useSignedIn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * The access-control matrix: every loader, action, `.data` request and API route × anonymous,
 * signed-in person without a role, staff and admin (docs/admin.md#roles). Each refusal is checked
 * for its status, for not carrying a hidden (inactive) testimonial, and by a checksum of every
 * table that must not change.
 */

const HIDDEN = "Skjult-markør-7f3a";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const EVIL = "https://evil.example";

type Call = { method: string; path: string; body?: string; headers?: Record<string, string> };
type Role = "anonymous" | "user" | "staff" | "admin";

describe.each(testDatabases())("access control on $name", (kind) => {
  let clients: Record<Role, ApiClient>;
  let hiddenId: string;
  /** A draft event (hidden) and a scheduled one (taking sign-ups). */
  let draftSlug: string;
  let openSlug: string;
  /** The admin's own account, the target of the account writes. */
  let adminId: string;
  /** The draft's id, the open event's id and one guest's registration for it (the event admin). */
  let draftId: string;
  let openId: string;
  let registrationId: string;
  /** A registration's mailed link (its page and Afmeld). */
  let registrationPath: string;
  /** A tournament with a bracket, and one of its matches. */
  let tournamentId: string;
  let matchId: string;

  const { server, database } = useServerOn(kind);
  const people = useSignedIn(server, database);
  const { adminUser } = people;
  beforeAll(async () => {
    const anonymous = people.anonymous();
    clients = {
      anonymous,
      user: await anonymous.signIn(addUser(database())),
      staff: people.staff(),
      admin: people.admin(),
    };
    const hidden = await clients.admin.post("/api/admin/testimonials", {
      name: "Skjult",
      comment: HIDDEN,
      is_active: false,
    });
    hiddenId = (await hidden.json()).id;
    const accounts = await (await clients.admin.get("/api/admin/users")).json();
    adminId = accounts.users.find((user: { email: string }) => user.email === adminUser().email).id;
    const draft = await addEvent(database(), { title: `Kladde ${HIDDEN}`, status: "draft" });
    const open = await addEvent(database(), { capacity: 1 });
    [draftSlug, draftId, openSlug, openId] = [draft.slug, draft.id, open.slug, open.id];
    await anonymous.post(`/api/events/${openSlug}/registrations`, {
      name: `Gæst ${HIDDEN}`,
      email: "gaest-skjult@example.dk",
    });
    const listed = await clients.admin.get(`/api/admin/events/${openId}/registrations`);
    registrationId = (await listed.json()).registrations[0].id;
    const signed = await withDatabase(database(), (db) =>
      signUp(db, openSlug, { name: "Gæst", email: "gaest0@example.dk", team_name: null }),
    );
    if (signed.kind !== "registered") throw new Error(signed.kind);
    registrationPath = `/tilmelding/${signed.token}`;
    const tournament = await addEvent(database(), { kind: "tournament" });
    tournamentId = tournament.id;
    await withDatabase(database(), async (db) => {
      for (const n of [1, 2]) {
        const player = { name: `Spiller ${n}`, email: `spiller${n}@example.dk`, team_name: null };
        const entry = await signUp(db, tournament.slug, player);
        if (entry.kind !== "registered") throw new Error(entry.kind);
        await setCheckedIn(db, tournament.id, entry.registration.id, true);
      }
      await startBracket(db, adminUser().email, tournament.id, { seeding: "random" });
      matchId = (await readStaffBracket(db, tournament.id))?.matches[0]?.id ?? "";
    });
  });

  /** Sends the call and checks: the expected status, no hidden data, no change in the database. */
  /** `counted`: a table that counts refused posts too (a limit per address), left out. */
  async function refused(
    role: Role,
    call: Call,
    status: number | RegExp,
    counted?: (table: string) => boolean,
  ) {
    const before = await databaseChecksum(database(), counted);
    const response = await clients[role].request(call.path, {
      method: call.method,
      body: call.body,
      headers: call.headers,
    });
    const label = `${role} ${call.method} ${call.path}`;
    if (typeof status === "number") expect(response.status, label).toBe(status);
    else expect(String(response.status), label).toMatch(status);
    const text = await response.text();
    expect(text, label).not.toContain(HIDDEN);
    expect(await databaseChecksum(database(), counted), label).toBe(before);
    return { response, text };
  }

  const writes = (): Call[] => [
    { method: "POST", path: "/api/admin/testimonials", body: '{"name":"Ny","comment":"Hej"}' },
    {
      method: "PUT",
      path: `/api/admin/testimonials/${hiddenId}`,
      body: '{"name":"Ny","comment":"Hacket","version":1}',
    },
    { method: "DELETE", path: `/api/admin/testimonials/${hiddenId}` },
    { method: "POST", path: `/api/admin/testimonials/${hiddenId}/approve`, body: "{}" },
    {
      method: "POST",
      path: `/api/admin/testimonials/${hiddenId}/reject`,
      body: '{"reason":"spam"}',
    },
    {
      method: "PUT",
      path: "/api/admin/content/notice",
      body: `{"value":{"active":true,"text":"${HIDDEN}"},"version":1}`,
    },
    {
      method: "POST",
      path: "/api/admin/content/faq/versions/1/restore",
      body: '{"version":1}',
    },
    {
      method: "POST",
      path: "/api/admin/users",
      body: '{"email":"ny@test.example","name":"Ny","role":"admin"}',
    },
    { method: "PATCH", path: `/api/admin/users/${adminId}`, body: '{"active":false}' },
    { method: "POST", path: `/api/admin/testimonials/${hiddenId}/restore`, body: "{}" },
    { method: "DELETE", path: `/api/admin/trash/testimonial/${hiddenId}` },
  ];

  /** Writes at the log, which no call may change (405 for the admin, refused for the rest). */
  const auditWrites: Call[] = [
    { method: "POST", path: "/api/admin/audit", body: '{"summary":"ny"}' },
    { method: "PUT", path: "/api/admin/audit", body: '{"summary":"ændret"}' },
    { method: "PATCH", path: "/api/admin/audit", body: '{"summary":"ændret"}' },
    { method: "DELETE", path: "/api/admin/audit" },
  ];

  /** The admin's alone (docs/admin.md#roles): staff get 403 here. */
  const accountReads = () => ["/api/admin/users"];

  /** The admin's reads: each refused to anyone else. */
  const adminReads = [
    "/api/admin/testimonials",
    "/api/admin/content",
    "/api/admin/content/contact",
    "/api/admin/content/faq/versions",
    "/api/admin/content/faq/versions/1",
    "/api/admin/trash",
  ];

  /** The admins' own reads (docs/admin.md#roles): staff too are refused. */
  const adminOnlyReads = ["/api/admin/audit", "/api/admin/audit?action=testimonial.create"];

  it.each(["anonymous", "user"] as const)(
    "%s: admin pages, .data and API reads are refused",
    async (role) => {
      // Each screen and its .data request lead to the sign-in, and that data carries none of
      // what the admin's own data for the screen shows.
      for (const [path, ...shown] of [
        ["/admin"],
        ["/admin/indhold", '"sections"'],
        ["/admin/personale", adminUser().email],
        ["/admin/konto", '"account"'],
        ["/admin/papirkurv", '"items"'],
        ["/admin/log", '"entries"'],
      ] as [string, ...string[]][]) {
        const signIn = `/auth?redirectTo=${encodeURIComponent(path)}`;
        const page = await refused(role, { method: "GET", path }, 302);
        expect(page.response.headers.get("location"), path).toBe(signIn);
        const data = await refused(role, { method: "GET", path: `${path}.data` }, 202);
        expect(data.text, path).toContain(`"${signIn}"`);
        const admins = await (await clients.admin.request(`${path}.data`)).text();
        for (const text of shown) {
          expect(admins, path).toContain(text);
          expect(data.text, path).not.toContain(text);
        }
      }
      for (const path of [...adminReads, ...adminOnlyReads, ...accountReads()]) {
        const api = await refused(role, { method: "GET", path }, role === "anonymous" ? 401 : 403);
        expect(JSON.parse(api.text), path).toEqual({ error: expect.any(String) });
      }
      // The router matches paths in any case: the API's own answer in every spelling.
      for (const path of [
        "/Api/Admin/content",
        "/API/ADMIN/TESTIMONIALS",
        "/api/Admin/content/faq",
      ]) {
        const api = await refused(role, { method: "GET", path }, role === "anonymous" ? 401 : 403);
        expect(JSON.parse(api.text), path).toEqual({ error: expect.any(String) });
        expect(api.response.headers.get("cache-control"), path).toBe("no-store");
      }
    },
  );

  it.each(["staff", "admin"] as const)(
    "%s: the testimonial and content pages and reads are open",
    async (role) => {
      for (const path of [
        "/admin",
        "/admin/indhold",
        "/admin/papirkurv",
        "/admin/konto",
        ...adminReads,
      ]) {
        const response = await clients[role].request(path);
        expect(response.status, path).toBe(200);
      }
    },
  );

  it("staff: the accounts page and API are the admin's: 403 on every read and write, nothing changes", async () => {
    const form = { ...FORM, cookie: clients.staff.cookie };
    for (const call of [
      { method: "GET", path: "/admin/personale" },
      { method: "GET", path: "/admin/personale.data" },
      ...accountReads().map((path) => ({ method: "GET", path })),
      { method: "GET", path: `/api/admin/users/${adminId}` },
      ...writes().filter((call) => call.path.startsWith("/api/admin/users")),
      {
        method: "POST",
        path: "/admin/personale",
        body: `intent=deactivate&id=${adminId}`,
        headers: form,
      },
      {
        method: "POST",
        path: "/admin/personale",
        body: "email=ny%40test.example&name=Ny&role=admin",
        headers: form,
      },
    ]) {
      const { text } = await refused("staff", call, 403);
      expect(text, call.path).not.toContain(adminUser().email);
    }
  });

  it("admin: the accounts page and list are open", async () => {
    for (const path of ["/admin/personale", ...accountReads()]) {
      const response = await clients.admin.get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(adminUser().email);
    }
  });

  it.each(["anonymous", "user", "staff", "admin"] as const)(
    "%s: a read of an account (PATCH only) is refused in JSON",
    async (role) => {
      const status = { anonymous: 401, user: 403, staff: 403, admin: 405 }[role];
      const path = `/api/admin/users/${adminId}`;
      const { response, text } = await refused(role, { method: "GET", path }, status);
      expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
      if (status === 405) expect(response.headers.get("allow")).toBe("PATCH");
    },
  );

  it("staff: the log, its page and its API are refused (403) and change nothing", async () => {
    for (const path of ["/admin/log", "/admin/log.data", "/admin/log?action=content.save"]) {
      const page = await refused("staff", { method: "GET", path }, 403);
      expect(page.text, path).not.toContain("Tilføjede anmeldelsen fra Skjult");
    }
    for (const path of adminOnlyReads) {
      const api = await refused("staff", { method: "GET", path }, 403);
      expect(JSON.parse(api.text), path).toEqual({ error: expect.any(String) });
    }
    for (const call of auditWrites) await refused("staff", call, 403);
  });

  it("admin: the log and its page are open, and every write at the log is 405", async () => {
    for (const path of ["/admin/log", ...adminOnlyReads]) {
      const response = await clients.admin.request(path);
      expect(response.status, path).toBe(200);
      // The marker the refusals above look for is there for the admin.
      expect(await response.text(), path).toContain("Tilføjede anmeldelsen fra Skjult");
    }
    for (const call of auditWrites) {
      const { response } = await refused("admin", call, 405);
      expect(response.headers.get("allow"), call.method).toBe("GET");
    }
  });

  it.each(["anonymous", "user", "staff", "admin"] as const)(
    "%s: a read of a path that only takes POST is refused in JSON",
    async (role) => {
      const status = { anonymous: 401, user: 403, staff: 405, admin: 405 }[role];
      for (const path of [
        "/api/admin/images",
        "/api/admin/content/faq/versions/1/restore",
        `/api/admin/testimonials/${hiddenId}/restore`,
      ]) {
        const { response, text } = await refused(role, { method: "GET", path }, status);
        expect(JSON.parse(text), path).toEqual({ error: expect.any(String) });
        if (status === 405) expect(response.headers.get("allow"), path).toBe("POST");
      }
    },
  );

  it.each(["anonymous", "user"] as const)(
    "%s: every admin write is refused and changes nothing",
    async (role) => {
      const status = role === "anonymous" ? 401 : 403;
      for (const call of [...writes(), ...auditWrites]) await refused(role, call, status);
    },
  );

  it.each(["anonymous", "user"] as const)(
    "%s: the admin's form posts lead to /auth and change nothing",
    async (role) => {
      const form = { ...FORM, ...(clients[role].cookie ? { cookie: clients[role].cookie } : {}) };
      const body = `name=Ny&comment=Hacket&rating=5&id=${hiddenId}&version=1`;
      for (const path of [
        "/admin",
        "/admin/indhold?afsnit=notice",
        "/admin/papirkurv",
        "/admin/personale",
        "/admin/konto",
      ]) {
        const post = await refused(role, { method: "POST", path, body, headers: form }, 302);
        expect(post.response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
      }
      // The account page's other forms: a password change and two-factor, for nobody's account.
      for (const account of [
        "form=password&current=x&password=nyt-kodeord-123&confirm=nyt-kodeord-123",
        "form=two-factor-on&password=x",
        "form=two-factor-off&password=x",
        "form=two-factor-confirm&code=123456",
      ]) {
        const post = await refused(
          role,
          { method: "POST", path: "/admin/konto", body: account, headers: form },
          302,
        );
        expect(post.response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
      }
      // The enhanced page's own post: answered in place, its text kept by the page.
      const data = await refused(
        role,
        { method: "POST", path: "/admin.data", body, headers: form },
        401,
      );
      expect(data.text).toContain("Du er ikke logget ind længere");
    },
  );

  it("admin: a form post the schema refuses changes nothing", async () => {
    const headers = { ...FORM, cookie: clients.admin.cookie ?? "" };
    for (const [path, body] of [
      ["/admin", "a=1"],
      ["/admin/indhold?afsnit=faq", "a=1&version=1"],
      ["/admin/personale", "a=1"],
      ["/admin/konto", "form=name&name=&version=1&intent=save"],
      ["/admin/konto", "form=password&a=1"],
      ["/admin/konto", "form=two-factor-on"],
      ["/admin/konto", "form=two-factor-confirm&code=12"],
      ["/admin/konto", "form=ukendt"],
    ] as const) {
      const before = await databaseChecksum(database());
      const response = await clients.admin.request(path, { method: "POST", body, headers });
      expect(response.status, path).toBe(400);
      expect(await databaseChecksum(database()), path).toBe(before);
    }
  });

  it.each(["anonymous", "user", "admin"] as const)(
    "%s: routes without a write path refuse writes",
    async (role) => {
      // The public review endpoint takes POST only: bad input changes nothing.
      await refused(role, { method: "POST", path: "/api/testimonials", body: "{}" }, 400);
      await refused(role, { method: "PUT", path: "/api/testimonials", body: "{}" }, 405);
      await refused(
        role,
        { method: "PUT", path: "/api/admin/testimonials", body: "{}" },
        /^(401|403|405)$/,
      );
      // The public sign-up: a draft is not found, bad input and other methods change nothing.
      const guest = '{"name":"Gæst","email":"gaest@example.dk"}';
      const registrations = (slug: string) => `/api/events/${slug}/registrations`;
      await refused(role, { method: "POST", path: registrations(draftSlug), body: guest }, 404);
      await refused(role, { method: "POST", path: registrations(openSlug), body: "{}" }, 400);
      await refused(role, { method: "PUT", path: registrations(openSlug), body: guest }, 405);
      await refused(role, { method: "GET", path: registrations(draftSlug) }, 405);
      // The event page's form post and the mailed link's Afmeld: bad input changes nothing.
      const formPost = (path: string, body: string) => ({
        method: "POST",
        path,
        body,
        headers: FORM,
      });
      await refused(role, formPost(`/begivenheder/${draftSlug}`, "name=G&email=g@example.dk"), 404);
      await refused(role, formPost(`/begivenheder/${openSlug}`, "name=&email=nej"), 400);
      await refused(role, formPost(`/begivenheder/${openSlug}.data`, "name=&email=nej"), 400);
      await refused(role, formPost(`/tilmelding/${"A".repeat(43)}`, ""), 404);
      await refused(role, formPost(`/tilmelding/${"A".repeat(43)}.data`, ""), /^(202|404)$/);
      await refused(role, formPost(registrationPath, `x=${"y".repeat(2_000)}`), 413);
      // A player's report through a link whose event has no bracket: nothing to report on (the
      // hourly counter of a link's posts counts it, as it counts every post).
      await refused(
        role,
        formPost(registrationPath, "intent=rapporter&match=k-0&version=1&score.0=2&score.1=0"),
        /^(400|404|409)$/,
        (table) => table === "review_submissions",
      );
      const account =
        '{"email":"ny@test.example","password":"en-lang-kode-123","name":"Ny","role":"admin"}';
      for (const path of [
        "sign-up/email",
        "update-user",
        "change-password",
        "change-email",
        "delete-user",
        // Two-factor is turned on and off on /admin/konto only.
        "two-factor/enable",
        "two-factor/disable",
        "two-factor/get-totp-uri",
        "two-factor/generate-backup-codes",
        "two-factor/send-otp",
        "two-factor/verify-otp",
        "request-password-reset",
        "reset-password",
      ]) {
        await refused(role, { method: "POST", path: `/api/auth/${path}`, body: account }, 404);
      }
    },
  );

  it.each(["anonymous", "user"] as const)("%s: public reads carry no hidden data", async (role) => {
    for (const path of [
      "/",
      "/_root.data",
      "/auth.data",
      "/api/testimonials",
      "/api/auth/get-session",
      "/begivenheder.ics",
      "/begivenheder",
      "/begivenheder.data",
      `/begivenheder/${draftSlug}`,
      `/begivenheder/${draftSlug}.ics`,
      `/begivenheder/${draftSlug}.data`,
      `/api/events/${draftSlug}/bracket`,
      "/velkommen/ukendt-link-0000000000000000000000",
      "/velkommen/ukendt-link-0000000000000000000000.data",
    ]) {
      await refused(role, { method: "GET", path }, /^(200|202|404)$/);
    }
  });

  it("the admin reads the hidden row, so its absence above means something", async () => {
    for (const path of ["/admin", "/admin.data", "/api/admin/testimonials"]) {
      const response = await clients.admin.get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(HIDDEN);
    }
  });

  /** The event admin (docs/api.md#events-for-staff): its page, every read and every write. */
  const eventReads = () => [
    "/api/admin/events",
    `/api/admin/events/${draftId}`,
    `/api/admin/events/${openId}/registrations`,
    `/api/admin/events/${openId}/registrations.csv`,
    `/api/admin/events/${tournamentId}/bracket`,
  ];
  const eventWrites = (): Call[] => [
    {
      method: "POST",
      path: "/api/admin/events",
      body: `{"title":"Ny","kind":"lan","starts_at":"2030-01-01T18:00:00+01:00","ends_at":"2030-01-01T23:00:00+01:00"}`,
    },
    {
      method: "PUT",
      path: `/api/admin/events/${draftId}`,
      body: `{"title":"Hacket","kind":"lan","starts_at":"2030-01-01T18:00:00+01:00","ends_at":"2030-01-01T23:00:00+01:00","version":1}`,
    },
    { method: "DELETE", path: `/api/admin/events/${draftId}` },
    { method: "POST", path: `/api/admin/events/${draftId}/restore` },
    { method: "POST", path: `/api/admin/events/${openId}/cancel`, body: '{"message":"Aflyst"}' },
    {
      method: "PATCH",
      path: `/api/admin/events/${openId}/registrations/${registrationId}`,
      body: '{"status":"cancelled"}',
    },
    {
      method: "PATCH",
      path: `/api/admin/events/${openId}/registrations/${registrationId}`,
      body: '{"checked_in":true}',
    },
    { method: "POST", path: `/api/admin/events/${openId}/bracket`, body: '{"seeding":"random"}' },
    { method: "DELETE", path: `/api/admin/events/${tournamentId}/bracket` },
    {
      method: "PATCH",
      path: `/api/admin/events/${tournamentId}/matches/${matchId}`,
      body: '{"version":1,"scores":[2,1]}',
    },
  ];

  it.each(["anonymous", "user"] as const)(
    "%s: the event admin's page, reads, writes and form posts are refused and change nothing",
    async (role) => {
      const page = await refused(role, { method: "GET", path: "/admin/begivenheder" }, 302);
      expect(page.response.headers.get("location")).toBe(
        "/auth?redirectTo=%2Fadmin%2Fbegivenheder",
      );
      const data = await refused(role, { method: "GET", path: "/admin/begivenheder.data" }, 202);
      expect(data.text).toContain('"/auth?redirectTo=%2Fadmin%2Fbegivenheder"');
      const status = role === "anonymous" ? 401 : 403;
      for (const path of [...eventReads(), "/API/Admin/Events"]) {
        const api = await refused(role, { method: "GET", path }, status);
        expect(JSON.parse(api.text), path).toEqual({ error: expect.any(String) });
        expect(api.response.headers.get("cache-control"), path).toBe("no-store");
      }
      for (const call of eventWrites()) await refused(role, call, status);
      const form = { ...FORM, ...(clients[role].cookie ? { cookie: clients[role].cookie } : {}) };
      const body = `title=Hacket&kind=lan&starts_at=2030-01-01T18%3A00&ends_at=2030-01-01T23%3A00&id=${draftId}&version=1`;
      const post = await refused(
        role,
        { method: "POST", path: "/admin/begivenheder", body, headers: form },
        302,
      );
      expect(post.response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
      await refused(
        role,
        { method: "POST", path: "/admin/begivenheder.data", body, headers: form },
        401,
      );
    },
  );

  it.each(["staff", "admin"] as const)(
    "%s: the event admin's page and reads are open, with the draft in them",
    async (role) => {
      for (const path of ["/admin/begivenheder", ...eventReads()]) {
        const response = await clients[role].request(path);
        expect(response.status, path).toBe(200);
      }
      expect(await (await clients[role].get("/api/admin/events")).text()).toContain(HIDDEN);
      const page = await clients[role].get(`/admin/begivenheder?tilmeldinger=${openId}`);
      expect(await page.text()).toContain(`Gæst ${HIDDEN}`);
    },
  );

  it.each(["anonymous", "user", "staff", "admin"] as const)(
    "%s: reads of the event admin's write-only paths are refused in JSON",
    async (role) => {
      const denied = { anonymous: 401, user: 403 } as const;
      for (const [path, allow] of [
        [`/api/admin/events/${draftId}/restore`, "POST"],
        [`/api/admin/events/${openId}/cancel`, "POST"],
        [`/api/admin/events/${openId}/registrations/${registrationId}`, "PATCH"],
        [`/api/admin/events/${tournamentId}/matches/${matchId}`, "PATCH"],
      ] as const) {
        const status = role === "staff" || role === "admin" ? 405 : denied[role];
        const { response } = await refused(role, { method: "GET", path }, status);
        if (status === 405) expect(response.headers.get("allow"), path).toBe(allow);
      }
      if (role === "staff" || role === "admin") {
        await refused(role, { method: "POST", path: `/api/admin/events/${draftId}` }, 405);
        await refused(role, { method: "PATCH", path: "/api/admin/events" }, 405);
      }
    },
  );

  it("cross-origin writes to the event admin are refused, even with an admin's session", async () => {
    const foreign = { origin: EVIL, cookie: clients.admin.cookie };
    for (const call of eventWrites()) {
      await refused("admin", { ...call, headers: foreign }, 403);
    }
    await refused(
      "admin",
      {
        method: "POST",
        path: "/admin/begivenheder",
        body: "title=Ond&kind=lan",
        headers: { ...FORM, ...foreign },
      },
      /^4\d\d$/,
    );
  });

  it("cross-origin state changes are refused for React Router actions and resource routes", async () => {
    const admin = clients.admin;
    const credentials = new URLSearchParams({ ...adminUser() }).toString();
    const foreign = { origin: EVIL, cookie: admin.cookie };
    for (const call of [
      { method: "POST", path: "/auth", body: credentials, headers: { ...FORM, origin: EVIL } },
      { method: "POST", path: "/auth.data", body: credentials, headers: { ...FORM, origin: EVIL } },
      { method: "POST", path: "/logout", body: "", headers: { ...FORM, ...foreign } },
      {
        method: "POST",
        path: "/admin/konto",
        body: "form=two-factor-on&password=x",
        headers: { ...FORM, ...foreign },
      },
      {
        method: "POST",
        path: "/admin/konto",
        body: "form=name&name=Ond&version=1",
        headers: { ...FORM, ...foreign },
      },
      {
        method: "POST",
        path: "/auth/glemt",
        body: `email=${encodeURIComponent(adminUser().email)}`,
        headers: { ...FORM, origin: EVIL },
      },
      {
        method: "POST",
        path: "/auth/nulstil/et-token",
        body: "password=ond-kode-12345&confirm=ond-kode-12345",
        headers: { ...FORM, origin: EVIL },
      },
      { method: "POST", path: "/logout.data", body: "", headers: { ...FORM, ...foreign } },
      { method: "POST", path: "/api/auth/sign-out", body: "{}", headers: foreign },
      ...writes().map((call) => ({ ...call, headers: foreign })),
      {
        method: "POST",
        path: "/api/testimonials",
        body: '{"name":"Ond","comment":"Fra en anden side","rating":5}',
        headers: { origin: EVIL },
      },
      {
        method: "POST",
        path: "/anmeldelse",
        body: "name=Ond&comment=Fra+en+anden+side&rating=5",
        headers: { ...FORM, origin: EVIL },
      },
      {
        method: "POST",
        path: "/admin/personale",
        body: `intent=deactivate&id=${adminId}`,
        headers: { ...FORM, ...foreign },
      },
      {
        method: "POST",
        path: "/velkommen/ukendt-link-0000000000000000000000",
        body: "password=en-lang-kode-1&repeat=en-lang-kode-1",
        headers: { ...FORM, origin: EVIL },
      },
      {
        method: "POST",
        path: `/api/events/${openSlug}/registrations`,
        body: '{"name":"Ond","email":"ond@evil.example"}',
        headers: { origin: EVIL },
      },
      ...[`/begivenheder/${openSlug}`, `/begivenheder/${openSlug}.data`].map((path) => ({
        method: "POST",
        path,
        body: "name=Ond&email=ond%40evil.example",
        headers: { ...FORM, origin: EVIL },
      })),
      ...[registrationPath, `${registrationPath}.data`].map((path) => ({
        method: "POST",
        path,
        body: "",
        headers: { ...FORM, origin: EVIL },
      })),
    ]) {
      const { response } = await refused("admin", call, /^4\d\d$/);
      expect(response.headers.getSetCookie(), call.path).toEqual([]);
    }
    // No Origin at all, only the browser's Sec-Fetch-Site (sent raw, exactly as given).
    const before = await databaseChecksum(database());
    const status = await new Promise<number | undefined>((done, fail) => {
      const req = httpRequest(`${server().url}/logout`, {
        method: "POST",
        headers: { cookie: admin.cookie, "sec-fetch-site": "cross-site" },
      });
      req.on("response", (response) => {
        response.resume();
        done(response.statusCode);
      });
      req.on("error", fail);
      req.end();
    });
    expect(status).toBe(403);
    expect(await databaseChecksum(database())).toBe(before);
    expect((await admin.get("/api/admin/testimonials")).status).toBe(200);
  });

  it("a state change a browser says came from another site is refused without an Origin, for form actions and the API alike", async () => {
    const admin = clients.admin;
    const trashed = await addEvent(database(), { title: "I papirkurven" });
    expect((await admin.delete(`/api/admin/events/${trashed.id}`)).status).toBe(204);
    const users = (await (await admin.get("/api/admin/users")).json()).users as {
      id: string;
      role: string;
    }[];
    const staffId = users.find((user) => user.role === "staff")?.id ?? "";
    const event = `title=Ond&kind=lan&starts_at=2030-01-01T18%3A00&ends_at=2030-01-01T23%3A00`;
    for (const [method, path, type, body] of [
      ["POST", "/admin/papirkurv", FORM_TYPE, `type=event&id=${trashed.id}`],
      ["POST", "/admin/papirkurv.data", FORM_TYPE, `type=event&id=${trashed.id}`],
      ["POST", "/admin/personale", FORM_TYPE, `intent=deactivate&id=${staffId}`],
      ["POST", "/admin/personale", FORM_TYPE, "email=ond%40evil.example&name=Ond&role=admin"],
      ["POST", "/admin", FORM_TYPE, "name=Ond&comment=Fra+en+anden+side&rating=5"],
      ["POST", "/admin", FORM_TYPE, `intent=godkend&id=${hiddenId}`],
      ["POST", "/admin/begivenheder", FORM_TYPE, event],
      ["POST", "/admin/indhold?afsnit=notice", FORM_TYPE, "active=on&text=Ond&version=1"],
      ["POST", "/admin/konto", FORM_TYPE, "form=name&name=Ond&version=1"],
      ["POST", `/api/admin/events/${trashed.id}/restore`, "application/json", "{}"],
      ["PATCH", `/api/admin/users/${staffId}`, "application/json", '{"active":false}'],
      ["POST", "/api/auth/sign-out", "application/json", "{}"],
    ] as const) {
      for (const site of ["cross-site", "same-site"]) {
        const label = `${method} ${path} (${site})`;
        const before = await databaseChecksum(database());
        const answer = await rawRequest(`${server().url}${path}`, method, body, {
          cookie: admin.cookie,
          "content-type": type,
          "sec-fetch-site": site,
          "sec-fetch-mode": "navigate",
        });
        expect(answer.status, label).toBe(403);
        expect(answer.cookies, label).toEqual([]);
        expect(await databaseChecksum(database()), label).toBe(before);
      }
    }
    // Still in the trash, still staff, still signed in.
    const trash = await (await admin.get("/api/admin/trash")).text();
    expect(trash).toContain(trashed.id);
    expect((await admin.get("/api/admin/testimonials")).status).toBe(200);
  });

  it("a body that a route does not read is refused at once: anonymous posts never wait for it", async () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/begivenheder",
      "/admin/begivenheder.data",
      "/admin/indhold?afsnit=notice",
      "/admin/personale",
      "/admin/papirkurv",
      "/admin/konto",
      "/admin/konto?form=navn",
      "/admin/log",
      "/logout",
      "/api/admin/testimonials",
      "/api/admin/events",
      "/api/admin/users",
      "/api/admin/images",
    ]) {
      const started = performance.now();
      const answer = await endlessBody(`${server().url}${path}`);
      const ms = performance.now() - started;
      // A page's refusal: to /auth (302, or 202 for a `.data` request); the API's: 401; a page
      // that takes no post: 405.
      expect(String(answer), path).toMatch(/^(202|302|401|405)$/);
      expect(ms, path).toBeLessThan(1_000);
    }
  });
});

const FORM_TYPE = "application/x-www-form-urlencoded";

/** Sent raw with node:http: exactly these headers, no `Origin` of fetch()'s own. */
function rawRequest(url: string, method: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; cookies: string[] }>((done, fail) => {
    const request = httpRequest(url, {
      method,
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
    });
    request.on("response", (response) => {
      response.resume();
      done({ status: response.statusCode ?? 0, cookies: response.headers["set-cookie"] ?? [] });
    });
    request.on("error", fail);
    request.end(body);
  });
}

/**
 * A form post whose chunked body starts and never ends, without a session: the status of the
 * answer (the connection is dropped once it comes), or 0 if none came within 5 s.
 */
function endlessBody(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const request = httpRequest(url, {
      method: "POST",
      headers: {
        origin: new URL(url).origin,
        "content-type": FORM_TYPE,
        "transfer-encoding": "chunked",
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      done(0);
    }, 5_000);
    request.on("response", (response) => {
      clearTimeout(timer);
      response.resume();
      request.destroy();
      done(response.statusCode ?? 0);
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      if (request.destroyed) return;
      fail(error);
    });
    request.write("intent=approve&id=");
  });
}
