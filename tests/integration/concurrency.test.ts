import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "#tests/support/api-client.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { useServerOn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * Optimistic concurrency through the real server, on SQLite and (with TEST_DATABASE_URL)
 * PostgreSQL: saves racing from one version, and edits of a row someone else deleted.
 */

type Row = { id: string; version: number; comment: string; name: string };

describe.each(testDatabases())("concurrent saves on $name", (kind) => {
  let admin: ApiClient;

  const { server, database } = useServerOn(kind);
  beforeAll(async () => {
    admin = await apiClient(server().url).signIn(addUser({ ...database(), admin: true }));
  });

  const rows = async (): Promise<Row[]> =>
    (await (await admin.get("/api/admin/testimonials")).json()).testimonials;

  it("20 parallel saves from one version: exactly one 200, 19 × 409, the winner's text kept", async () => {
    const created = await admin.post("/api/admin/testimonials", {
      name: "Kapløb",
      comment: "Start",
    });
    expect(created.status).toBe(201);
    const row: Row = await created.json();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.put(`/api/admin/testimonials/${row.id}`, { ...row, comment: `Udgave ${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = await responses[statuses.indexOf(200)]?.json();
    const stored = (await rows()).find((item) => item.id === row.id);
    expect(stored).toMatchObject({ comment: winner.comment, version: row.version + 1 });
  });

  it("editing a deleted testimonial answers 404 and re-creates nothing", async () => {
    const created = await admin.post("/api/admin/testimonials", { name: "Væk", comment: "Snart" });
    const row: Row = await created.json();
    expect((await admin.delete(`/api/admin/testimonials/${row.id}`)).status).toBe(204);
    const before = await rows();
    const edit = await admin.put(`/api/admin/testimonials/${row.id}`, { ...row, comment: "Igen" });
    expect(edit.status).toBe(404);
    expect((await admin.delete(`/api/admin/testimonials/${row.id}`)).status).toBe(404);
    expect(await rows()).toEqual(before);
    expect(before.some((item) => item.id === row.id)).toBe(false);
  });
});
