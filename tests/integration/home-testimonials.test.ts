import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, fetchFresh } from "../support/api-client.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { addUser } from "../support/users.ts";

/** The home page's testimonials, streamed from the loader, and what happens when they fail. */
describe("home testimonials", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("streams a skeleton first, then the testimonials and the Danish average", async () => {
    const admin = await apiClient(server.url).signIn(
      addUser({ dataDir: server.dataDir, admin: true }),
    );
    for (const rating of [5, 4, 5]) {
      await admin.post("/api/admin/testimonials", {
        name: "Gæst",
        comment: `Kommentar med ${rating} stjerner`,
        rating,
      });
    }
    const html = await (await fetchFresh(`${server.url}/`)).text();
    const skeleton = html.indexOf('data-testid="testimonials-skeleton"');
    const content = html.indexOf('data-testid="testimonials"');
    expect(skeleton).toBeGreaterThan(0);
    expect(content).toBeGreaterThan(skeleton);
    expect(html.slice(content)).toContain("4,7");
    expect(html.slice(content)).toContain("3 anmeldelser");
    expect(html.slice(content)).toContain("Kommentar med 4 stjerner");
    expect(html).toContain("lagt ind af vores personale");
  });
});
