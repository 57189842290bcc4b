import { describe, expect, it } from "vitest";
import { invited } from "#tests/support/accounts.ts";
import { apiClient } from "#tests/support/api-client.ts";
import { postgresForSuite } from "#tests/support/databases.ts";
import { useTwoInstances } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * Deactivation across instances (docs/admin.md#staff-accounts): an admin on one instance
 * deactivates a person who is signed in on another; that person's very next request there is signed
 * out, and a sign-in there is refused. Needs TEST_DATABASE_URL (CI sets it).
 */

const baseUrl = postgresForSuite("staff-accounts-scale-out.test.ts", "the two-instance test");

describe.skipIf(!baseUrl)("deactivation on two instances over one PostgreSQL", () => {
  const two = useTwoInstances(baseUrl);

  it("signs the person out on the other instance at their next request", async () => {
    const adminUser = addUser({
      dataDir: two.first.dataDir,
      databaseUrl: two.databaseUrl,
      admin: true,
    });
    const admin = await apiClient(two.first.url, "", { spreadAddresses: true }).signIn(adminUser);
    const staff = await invited(admin);
    const onSecond = await apiClient(two.second.url, "", { spreadAddresses: true }).signIn(staff);
    expect((await onSecond.get("/api/admin/testimonials")).status).toBe(200);
    expect((await onSecond.get("/admin/indhold")).status).toBe(200);

    const response = await admin.request(`/api/admin/users/${staff.id}`, {
      method: "PATCH",
      body: JSON.stringify({ active: false }),
    });
    expect(response.status).toBe(200);

    expect((await onSecond.get("/api/admin/testimonials")).status).toBe(401);
    const page = await onSecond.get("/admin/indhold");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    await expect(
      apiClient(two.second.url, "", { spreadAddresses: true }).signIn(staff),
    ).rejects.toThrow(/401/);
  });
});
