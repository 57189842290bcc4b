import { describe, expect, it } from "vitest";
import { defaultNightGaming } from "#app/content/night-gaming.ts";
import { listVersions, loadContent } from "#app/platform/content-store.server.ts";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import { up } from "./011-night-hours-once.ts";

const SHIPPED_BEFORE = {
  ...defaultNightGaming,
  includes: ["Gaming fra 00:00 til 10:00", ...defaultNightGaming.includes],
};

describe.each(testDatabases())("the Night Gaming hours named once, on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;

  const newest = async () => (await loadContent(db())).nightGaming;

  /** Saves `value` as the section's next version, as a site before this release would hold it. */
  async function holds(value: object) {
    const { version } = await newest();
    await db()
      .insertInto("content_versions")
      .values({
        section: "nightGaming",
        version: version + 1,
        value: JSON.stringify(value),
        updated_at: new Date().toISOString(),
        updated_by: "staff@example.com",
      })
      .execute();
  }

  it("a first start seeds the list without the hours, which stand beside the price", async () => {
    const { value } = await newest();
    expect(value.includes).toEqual(defaultNightGaming.includes);
    expect(value.includes.join(" ")).not.toMatch(/00:00|10:00/);
  });

  it("takes the shipped hours line away as a version of its own, once", async () => {
    await holds(SHIPPED_BEFORE);
    await up(db());
    const stored = await newest();
    expect(stored.value.includes).toEqual(defaultNightGaming.includes);
    expect(stored.updated_by).toBeNull();
    const [latest, before] = await listVersions(db(), "nightGaming");
    expect(latest?.changed).toEqual(["includes.0", "includes.1", "includes.2", "includes.3"]);
    expect(before?.updated_by).toBe("staff@example.com");

    await up(db());
    expect((await newest()).version).toBe(stored.version);
  });

  it("takes away the line for the hours staff set, and the shipped one they left behind", async () => {
    await holds({
      ...defaultNightGaming,
      from: "22:00",
      to: "08:00",
      includes: ["Gaming fra 22:00 til 08:00", "Pizza", "Gaming fra 00:00 til 10:00"],
    });
    await up(db());
    expect((await newest()).value.includes).toEqual(["Pizza"]);
  });

  it("leaves staff's own lines, and a list that would be left empty, as they are", async () => {
    for (const includes of [["Gaming hele natten, 00:00-10:00"], ["Gaming fra 00:00 til 10:00"]]) {
      await holds({ ...defaultNightGaming, includes });
      const { version } = await newest();
      await up(db());
      expect(await newest()).toMatchObject({ version, value: { includes } });
    }
  });
});
