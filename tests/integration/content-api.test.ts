import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { placeholderContact } from "#app/content/contact.ts";
import { defaultContent } from "#app/content/defaults.ts";
import { SECTION_NAMES } from "#app/content/sections.ts";
import { type ApiClient, apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { useServerOn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * The content API (docs/api.md#the-content) through the real server, on SQLite and PostgreSQL:
 * saves are versions, live on the next page view; bad input, stale versions and unknown sections
 * change nothing; history and restore; the operator's settings win over the admin's.
 */

type Section = { value: unknown; version: number; updated_by: string | null; locked: string[] };
type Departments = typeof defaultContent.departments;

describe.each(testDatabases())("the content API on $name", (kind) => {
  let admin: ApiClient;
  let adminEmail: string;

  // The operator sets the phone number: the admin may not change it.
  const { server, database } = useServerOn(kind, { SITE_PHONE: "+45 70 70 70 70" });
  beforeAll(async () => {
    const user = addUser({ ...database(), admin: true });
    adminEmail = user.email;
    admin = await apiClient(server().url).signIn(user);
  });

  const section = async (name: string): Promise<Section> =>
    (await (await admin.get("/api/admin/content")).json()).sections[name];
  const page = async (path: string) => (await fetchFresh(`${server().url}${path}`)).text();

  /** Sends a bad save and checks: the status, the errors it names, and no change anywhere. */
  async function refusedSave(name: string, body: unknown, status: number) {
    const before = await databaseChecksum(database());
    const response = await admin.put(`/api/admin/content/${name}`, body);
    expect(response.status).toBe(status);
    const answer = await response.json();
    expect(answer.error).toEqual(expect.any(String));
    expect(await databaseChecksum(database())).toBe(before);
    return answer;
  }

  it("starts with every section seeded from the shipped content, as version 1", async () => {
    const { sections } = await (await admin.get("/api/admin/content")).json();
    expect(Object.keys(sections).sort()).toEqual([...SECTION_NAMES].sort());
    for (const name of SECTION_NAMES) {
      expect(sections[name]).toMatchObject({ version: 1, updated_by: null });
    }
    expect(sections.departments.value).toEqual(defaultContent.departments);
    expect(sections.faq.value).toEqual(defaultContent.faq);
  });

  it("a new Standard price shows at once on /services, /, the comparison and the JSON-LD", async () => {
    const departments = (await section("departments")) as Section & { value: Departments };
    const value = departments.value.map((d) => (d.id === "standard" ? { ...d, price: 13 } : d));
    const response = await admin.put("/api/admin/content/departments", {
      value,
      version: departments.version,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value, version: departments.version + 1 });

    const services = await page("/services");
    expect(services).toContain("13 kr.");
    expect(services).toContain('content="Standard fra 13 kr., VIP fra 14 kr. og PlayStation');
    const home = await page("/");
    expect(home).toContain("13 kr.");
    expect(home).toContain('"priceRange":"13 kr.-25 kr. pr. time"');
    expect(await section("departments")).toMatchObject({
      version: departments.version + 1,
      updated_by: adminEmail,
    });
  });

  it("a new stations figure shows in the hero, the description, the JSON-LD and the footer", async () => {
    const figures = await section("figures");
    const value = { ...(figures.value as typeof defaultContent.figures), stations: "120+" };
    const response = await admin.put("/api/admin/content/figures", {
      value,
      version: figures.version,
    });
    expect(response.status).toBe(200);

    const home = await page("/");
    const description =
      "E-sports- og gamingcenter på Frederiksberg med 120+ gamingstationer, VIP-rum og PS5.";
    expect(home).toContain(`<meta name="description" content="${description}`);
    expect(home).toContain(`"description":"${description}`);
    expect(home).toContain("med 120+ gamingstationer.");
    expect(home).not.toMatch(/100\+|over 100/i);
    expect(await page("/services")).toContain("med 120+ gamingstationer.");
  });

  it("refuses bad input with errors keyed by the field's path, and changes nothing", async () => {
    const departments = (await section("departments")) as Section & { value: Departments };
    const [first, ...rest] = departments.value;
    const version = departments.version;
    const emptyTitle = await refusedSave(
      "departments",
      { value: [{ ...first, title: " " }, ...rest], version },
      400,
    );
    expect(emptyTitle.fieldErrors).toEqual({ "departments.0.title": "Skal udfyldes." });
    const negative = await refusedSave(
      "departments",
      { value: [{ ...first, price: -1 }, ...rest], version },
      400,
    );
    expect(negative.fieldErrors).toEqual({ "departments.0.price": "Må ikke være negativ." });
    const faq = await section("faq");
    const tooMany = Array.from({ length: 31 }, (_, i) => ({
      question: `Spørgsmål ${i}?`,
      answer: "Svar.",
    }));
    const many = await refusedSave("faq", { value: tooMany, version: faq.version }, 400);
    expect(many.fieldErrors).toEqual({ faq: "Højst 30 punkter." });
    const link = await refusedSave(
      "partners",
      {
        value: [{ ...defaultContent.partners[0], url: "javascript:alert(1)" }],
        version: 1,
      },
      400,
    );
    expect(link.fieldErrors).toEqual({ "partners.0.url": expect.stringContaining("https://") });
    // A stale version: someone saved since.
    const stale = await refusedSave("departments", { value: departments.value, version: 1 }, 409);
    expect(stale.version).toBe(version);
    await refusedSave("unknown", { value: {}, version: 1 }, 404);
    await refusedSave("faq", { value: defaultContent.faq }, 400);
    expect(await section("departments")).toMatchObject({ version, value: departments.value });
  });

  it("renders markup in saved text as text: in the page, the footer and the JSON-LD", async () => {
    const script = "</script><script>alert(1)</script>";
    const image = '<img src=x onerror="alert(1)">';
    const faq = await section("faq");
    const entries = faq.value as typeof defaultContent.faq;
    const saved = await admin.put("/api/admin/content/faq", {
      value: [{ question: `Hvad med ${image}?`, answer: `Svar ${script}` }, ...entries.slice(1)],
      version: faq.version,
    });
    expect(saved.status).toBe(200);
    // The opening hours are in every page's footer.
    const contact = (await section("contact")) as Section & {
      value: typeof defaultContent.contact;
    };
    const hours = await admin.put("/api/admin/content/contact", {
      value: { ...contact.value, hours: `Åbent ${image}` },
      version: contact.version,
    });
    expect(hours.status).toBe(200);
    for (const path of ["/", "/booking"]) {
      const html = await page(path);
      expect(html, path).not.toContain("<script>alert(1)");
      expect(html, path).not.toContain("<img src=x");
      expect(html, path).toContain("&lt;img src=x");
    }
    // The FAQ's structured data carries the answer whole, escaped so it cannot end its element.
    const booking = await page("/booking");
    const blocks = [...booking.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const data = blocks.map(([, json]) => JSON.parse(json ?? "null") as unknown);
    expect(JSON.stringify(data)).toContain(`Svar ${script}`);
    await admin.put("/api/admin/content/contact", {
      value: contact.value,
      version: contact.version + 1,
    });
    await admin.put("/api/admin/content/faq", { value: entries, version: faq.version + 1 });
  });

  it("keeps every version with who saved it, and restores an old one as a new version", async () => {
    const notice = await section("notice");
    const on = await admin.put("/api/admin/content/notice", {
      value: { active: true, text: "Lukket lørdag for en turnering" },
      version: notice.version,
    });
    expect(on.status).toBe(200);
    for (const path of ["/", "/services", "/references", "/booking"]) {
      expect(await page(path), path).toContain("Lukket lørdag for en turnering");
    }
    const { versions } = await (await admin.get("/api/admin/content/notice/versions")).json();
    // Each version says which fields it changed and what it did; the seeded first one cannot.
    expect(versions).toEqual([
      {
        version: notice.version + 1,
        updated_at: expect.any(String),
        updated_by: adminEmail,
        changed: ["active", "text"],
        restored_from: null,
        summary:
          "Slog Vis beskeden på alle sider til; ændrede Beskedens tekst fra (tom) til „Lukket lørdag for en turnering“",
      },
      {
        version: notice.version,
        updated_at: expect.any(String),
        updated_by: null,
        changed: null,
        restored_from: null,
        summary: "Første version",
      },
    ]);
    const first = await (await admin.get("/api/admin/content/notice/versions/1")).json();
    expect(first.value).toEqual({ active: false, text: "", en: { text: "" } });

    const restored = await admin.post("/api/admin/content/notice/versions/1/restore", {
      version: notice.version + 1,
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({
      value: { active: false, text: "", en: { text: "" } },
      version: notice.version + 2,
    });
    expect(await page("/")).not.toContain("Lukket lørdag for en turnering");
    const after = await (await admin.get("/api/admin/content/notice/versions")).json();
    expect(after.versions[0]).toMatchObject({
      version: notice.version + 2,
      restored_from: 1,
      changed: ["active", "text"],
      summary:
        "Gendannet fra version 1: slog Vis beskeden på alle sider fra; ændrede Beskedens tekst fra „Lukket lørdag for en turnering“ til (tom)",
    });
    const again = await admin.post("/api/admin/content/notice/versions/1/restore", {
      version: notice.version + 1,
    });
    expect(again.status).toBe(409);
    const missing = await admin.post("/api/admin/content/notice/versions/99/restore", {
      version: notice.version + 2,
    });
    expect(missing.status).toBe(404);
  });

  it("shows the notice's English on /en and the Danish on /; history and restore keep both", async () => {
    const notice = await section("notice");
    const danish = "Lukket søndag for rengøring";
    const english = "Closed on Sunday for a deep clean";
    const value = { active: true, text: danish, en: { text: english } };
    const saved = await admin.put("/api/admin/content/notice", { value, version: notice.version });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ value, version: notice.version + 1 });
    expect((await section("notice")).value).toEqual(value);

    for (const path of ["/en", "/en/services", "/en/booking"]) {
      const html = await page(path);
      expect(html, path).toContain(english);
      expect(html, path).not.toContain(danish);
    }
    const home = await page("/");
    expect(home).toContain(danish);
    expect(home).not.toContain(english);

    // An empty English text: the English page shows the Danish, marked as Danish.
    const untranslated = { active: true, text: danish, en: { text: "" } };
    const second = await admin.put("/api/admin/content/notice", {
      value: untranslated,
      version: notice.version + 1,
    });
    expect(second.status).toBe(200);
    expect(await page("/en")).toContain(`<span class="max-w-3xl" lang="da">${danish}</span>`);

    // The English is part of each version: the history has it, and a restore brings it back.
    const version = await (
      await admin.get(`/api/admin/content/notice/versions/${notice.version + 1}`)
    ).json();
    expect(version.value).toEqual(value);
    const restored = await admin.post(
      `/api/admin/content/notice/versions/${notice.version + 1}/restore`,
      { version: notice.version + 2 },
    );
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ value, version: notice.version + 3 });
    expect(await page("/en")).toContain(english);

    // Too long an English text is refused like the Danish, by its path.
    const tooLong = await refusedSave(
      "notice",
      { value: { ...value, en: { text: "x".repeat(201) } }, version: notice.version + 3 },
      400,
    );
    expect(tooLong.fieldErrors).toEqual({ "notice.en.text": "Højst 200 tegn." });

    const off = await admin.put("/api/admin/content/notice", {
      value: { active: false, text: "", en: { text: "" } },
      version: notice.version + 3,
    });
    expect(off.status).toBe(200);
  });

  it("shows a contact field the operator set as locked, and a save does not change it", async () => {
    const contact = (await section("contact")) as Section & {
      value: typeof defaultContent.contact;
    };
    expect(contact.locked).toEqual(["phone"]);
    expect(contact.value.phone).toBe("+45 70 70 70 70");
    const response = await admin.put("/api/admin/content/contact", {
      value: { ...contact.value, phone: "+45 99 99 99 99", email: "hej@center.example" },
      version: contact.version,
    });
    expect(response.status).toBe(200);
    // The answer shows the form what it shows after a reload: the operator's number.
    const saved = (await response.json()) as { value: typeof defaultContent.contact };
    expect(saved.value.phone).toBe("+45 70 70 70 70");
    expect(saved.value.email).toBe("hej@center.example");
    const html = await page("/");
    expect(html).toContain("hej@center.example");
    expect(html).toContain("+45 70 70 70 70");
    expect(html).not.toContain("+45 99 99 99 99");
    expect(html).not.toContain(placeholderContact.email);
  });

  /** A multipart upload as a browser sends it, with the admin's session. */
  async function upload(bytes: Uint8Array, type: string, name = "billede") {
    const body = new FormData();
    body.set("file", new File([new Uint8Array(bytes)], name, { type }));
    return fetchFresh(`${server().url}/api/admin/images`, {
      method: "POST",
      body,
      headers: { cookie: admin.cookie, origin: server().url },
    });
  }

  it("takes a PNG logo, serves it as AVIF and WebP for a year, and shows it for a partner", async () => {
    const png = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#22d3ee" },
    })
      .png()
      .toBuffer();
    const response = await upload(png, "image/png", "logo.png");
    expect(response.status).toBe(201);
    const image = await response.json();
    expect(image).toMatchObject({
      id: expect.stringMatching(/^[a-f0-9]{32}$/),
      width: 400,
      height: 200,
    });
    for (const file of ["320.avif", "320.webp", "400.avif", "400.webp"]) {
      const served = await fetchFresh(`${server().url}/images/${image.id}/${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const decoded = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(decoded.format, file).toBe(file.endsWith("avif") ? "heif" : "webp");
      expect(decoded.width, file).toBe(Number(file.split(".")[0]));
    }
    expect((await fetchFresh(`${server().url}/images/${image.id}/640.webp`)).status).toBe(404);

    const partners = await section("partners");
    const logo = { id: image.id, width: image.width, height: image.height };
    const value = [
      {
        name: "Skærmfirmaet",
        category: "Skærme",
        url: "https://skaerme.example",
        logo,
        logoAlt: "Skærmfirmaets logo",
      },
    ];
    const saved = await admin.put("/api/admin/content/partners", {
      value,
      version: partners.version,
    });
    expect(saved.status).toBe(200);
    const html = await page("/services");
    expect(html).toContain(`/images/${image.id}/400.webp`);
    expect(html).toContain('alt="Skærmfirmaets logo"');
    expect(html).toContain('width="400" height="200"');
    expect(html).toContain('href="https://skaerme.example"');

    const unknown = await refusedSave(
      "partners",
      {
        value: [{ ...value[0], logo: { ...logo, id: "0".repeat(32) } }],
        version: partners.version + 1,
      },
      400,
    );
    expect(unknown.fieldErrors).toEqual({ "partners.0.logo": expect.any(String) });
  });

  it("refuses SVG, other types, truncated images and files over 5 MB, storing nothing", async () => {
    const before = await databaseChecksum(database());
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, "image/svg+xml", "logo.svg")).status).toBe(415);
    // An SVG sent as if it were a PNG is still not taken.
    expect((await upload(svg, "image/png", "logo.png")).status).toBe(415);
    expect((await upload(new TextEncoder().encode("hej"), "text/plain")).status).toBe(415);
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#c084fc" },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const truncated = await upload(png.subarray(0, Math.floor(png.length / 2)), "image/png");
    expect(truncated.status).toBe(400);
    expect((await truncated.json()).error).toEqual(expect.any(String));
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set(png.subarray(0, 64));
    expect((await upload(huge, "image/png")).status).toBe(413);
    // Refused on its headers, before the file is read: over a kept-alive connection (not
    // fetchFresh's `Connection: close`, after which the server closes at once and a file still
    // being sent fails with EPIPE) the server reads the rest away; small, so it is soon sent.
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const anonymous = new FormData();
    anonymous.set("file", new File([small], "x.png", { type: "image/png" }));
    const refused = await fetch(`${server().url}/api/admin/images`, {
      method: "POST",
      body: anonymous,
      headers: { origin: server().url },
    });
    expect(refused.status).toBe(401);
    expect(await databaseChecksum(database())).toBe(before);
  });
});
