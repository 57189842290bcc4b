import { describe, expect, it } from "vitest";
import { apiClient, keptCopy } from "#tests/support/api-client.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerWithAdmin } from "#tests/support/server.ts";

/**
 * Every door a staff change to a testimonial comes through — the admin API, `/admin`'s form and
 * its rows' buttons posted before React runs, the trash's `Gendan` — moves the public
 * testimonials at once (features/testimonials/staff.server.ts): the kept copy of
 * `GET /api/testimonials`, made before the change, is never answered after it.
 */

type Row = { id: string; version: number; comment: string };
type Public = { testimonials: { comment: string }[]; count: number };

describe("a staff change to a testimonial, through every door", () => {
  const { server, admin } = useServerWithAdmin();

  /** The public list as a visitor gets it, a kept copy of it made first. */
  async function publicAfter(change: () => Promise<void>): Promise<string[]> {
    expect((await keptCopy(`${server().url}/api/testimonials`)).headers.get("etag")).toBeTruthy();
    await change();
    const response = await keptCopy(`${server().url}/api/testimonials`);
    return ((await response.json()) as Public).testimonials.map((t) => t.comment);
  }

  async function json<T>(response: Response, status: number): Promise<T> {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  const formPost = (path: string, fields: Record<string, string>) =>
    postForm(server().url, path, fields, { cookie: admin().cookie });

  /** A visitor's review, waiting in the queue: nothing public changes. */
  async function waiting(comment: string): Promise<string> {
    const shown = await publicAfter(async () => {
      const body = { name: "Gæst", comment, rating: 4 };
      expect((await apiClient(server().url).post("/api/testimonials", body)).status).toBe(202);
    });
    expect(shown).not.toContain(comment);
    const queue = await json<{ testimonials: Row[] }>(
      await admin().get("/api/admin/testimonials?status=pending&limit=200"),
      200,
    );
    const row = queue.testimonials.find((t) => t.comment === comment);
    if (!row) throw new Error("the review is not in the queue");
    return row.id;
  }

  const byComment = async (comment: string) => {
    const found = await json<{ testimonials: Row[] }>(
      await admin().get(`/api/admin/testimonials?q=${encodeURIComponent(comment)}`),
      200,
    );
    const row = found.testimonials[0];
    if (!row) throw new Error(`${comment} is not listed`);
    return row;
  };

  it("the admin API: add, edit, approve, reject, delete and restore", async () => {
    let row = { id: "", version: 0, comment: "" };
    expect(
      await publicAfter(async () => {
        const body = { name: "Api", comment: "Tilføjet gennem API'et" };
        row = await json<Row>(await admin().post("/api/admin/testimonials", body), 201);
      }),
    ).toContain("Tilføjet gennem API'et");
    expect(
      await publicAfter(async () => {
        const body = { name: "Api", comment: "Rettet gennem API'et", version: row.version };
        await json(await admin().put(`/api/admin/testimonials/${row.id}`, body), 200);
      }),
    ).toContain("Rettet gennem API'et");
    expect(
      await publicAfter(async () => {
        await json(
          await admin().post(`/api/admin/testimonials/${row.id}/reject`, { reason: "spam" }),
          200,
        );
      }),
    ).not.toContain("Rettet gennem API'et");
    const id = await waiting("Godkendt gennem API'et");
    expect(
      await publicAfter(async () => {
        await json(await admin().post(`/api/admin/testimonials/${id}/approve`), 200);
      }),
    ).toContain("Godkendt gennem API'et");
    expect(
      await publicAfter(async () => {
        expect((await admin().delete(`/api/admin/testimonials/${id}`)).status).toBe(204);
      }),
    ).not.toContain("Godkendt gennem API'et");
    expect(
      await publicAfter(async () => {
        await json(await admin().post(`/api/admin/testimonials/${id}/restore`), 200);
      }),
    ).toContain("Godkendt gennem API'et");
  });

  it("/admin's form and its rows' buttons posted without JavaScript, and the trash's Gendan", async () => {
    const fields = { name: "Formular", rating: "5", is_active: "on" };
    expect(
      await publicAfter(async () => {
        const added = await formPost("/admin", { ...fields, comment: "Tilføjet i formularen" });
        expect(added.status).toBe(303);
      }),
    ).toContain("Tilføjet i formularen");
    const row = await byComment("Tilføjet i formularen");
    expect(
      await publicAfter(async () => {
        const edit = { ...fields, comment: "Rettet i formularen", id: row.id, version: "1" };
        expect((await formPost("/admin", edit)).status).toBe(303);
      }),
    ).toContain("Rettet i formularen");
    expect(
      await publicAfter(async () => {
        const asked = `/admin?slet=${row.id}`;
        expect((await formPost(asked, { intent: "slet", id: row.id })).status).toBe(303);
      }),
    ).not.toContain("Rettet i formularen");
    expect(
      await publicAfter(async () => {
        const restored = await formPost("/admin/papirkurv", { type: "testimonial", id: row.id });
        expect(restored.status).toBe(303);
      }),
    ).toContain("Rettet i formularen");
    expect(
      await publicAfter(async () => {
        const asked = `/admin?afvis=${row.id}`;
        const rejected = await formPost(asked, { intent: "afvis", id: row.id, reason: "spam" });
        expect(rejected.status).toBe(303);
      }),
    ).not.toContain("Rettet i formularen");
    const id = await waiting("Godkendt uden script");
    expect(
      await publicAfter(async () => {
        const approved = await formPost("/admin?status=pending", { intent: "godkend", id });
        expect(approved.status).toBe(303);
      }),
    ).toContain("Godkendt uden script");
  });
});
