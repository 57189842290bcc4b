import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderContact } from "#app/content/contact.ts";
import { defaultContent } from "#app/content/defaults.ts";
import { SECTION_NAMES } from "#app/content/sections.ts";
import type { DatabaseConfig } from "#app/db/database.server.ts";
import { type ApiClient, apiClient, fetchFresh } from "../support/api-client.ts";
import { databaseChecksum } from "../support/checksum.ts";
import { testDatabases } from "../support/databases.ts";
import { useServer } from "../support/server.ts";
import { addUser } from "../support/users.ts";

/**
 * The content API (product.md §7) through the real server, on SQLite and PostgreSQL: saves are
 * versions, live on the next page view; bad input, stale versions and unknown sections change
 * nothing; history and restore; the operator's settings win over the admin's.
 */

type Section = { value: unknown; version: number; updated_by: string | null; locked: string[] };
type Departments = typeof defaultContent.departments;

describe.each(testDatabases())("the content API on $name", ({ create }) => {
  let config: DatabaseConfig & { dispose: () => Promise<void> };
  let admin: ApiClient;
  let adminEmail: string;

  afterAll(async () => {
    await config?.dispose();
  });
  const server = useServer(async () => {
    config = await create();
    // The operator sets the phone number: the admin may not change it.
    return {
      env: { DATABASE_URL: config.databaseUrl, SITE_PHONE: "+45 70 70 70 70" },
      dataDir: config.dataDir,
    };
  });
  beforeAll(async () => {
    const user = addUser({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, admin: true });
    adminEmail = user.email;
    admin = await apiClient(server().url).signIn(user);
  });

  const section = async (name: string): Promise<Section> =>
    (await (await admin.get("/api/admin/content")).json()).sections[name];
  const page = async (path: string) => (await fetchFresh(`${server().url}${path}`)).text();

  /** Sends a bad save and checks: the status, the errors it names, and no change anywhere. */
  async function refusedSave(name: string, body: unknown, status: number) {
    const before = await databaseChecksum(config);
    const response = await admin.put(`/api/admin/content/${name}`, body);
    expect(response.status).toBe(status);
    const answer = await response.json();
    expect(answer.error).toEqual(expect.any(String));
    expect(await databaseChecksum(config)).toBe(before);
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
    expect(versions).toEqual([
      { version: notice.version + 1, updated_at: expect.any(String), updated_by: adminEmail },
      { version: notice.version, updated_at: expect.any(String), updated_by: null },
    ]);
    const first = await (await admin.get("/api/admin/content/notice/versions/1")).json();
    expect(first.value).toEqual({ active: false, text: "" });

    const restored = await admin.post("/api/admin/content/notice/versions/1/restore", {
      version: notice.version + 1,
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({
      value: { active: false, text: "" },
      version: notice.version + 2,
    });
    expect(await page("/")).not.toContain("Lukket lørdag for en turnering");
    const again = await admin.post("/api/admin/content/notice/versions/1/restore", {
      version: notice.version + 1,
    });
    expect(again.status).toBe(409);
    const missing = await admin.post("/api/admin/content/notice/versions/99/restore", {
      version: notice.version + 2,
    });
    expect(missing.status).toBe(404);
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
    const html = await page("/");
    expect(html).toContain("hej@center.example");
    expect(html).toContain("+45 70 70 70 70");
    expect(html).not.toContain("+45 99 99 99 99");
    expect(html).not.toContain(placeholderContact.email);
  });
});
