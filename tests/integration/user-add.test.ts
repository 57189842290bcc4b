import { describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client.ts";
import { useServer } from "#tests/support/server.ts";
import { runUserAdd } from "#tests/support/users.ts";

/** `npm run user:add` as README.md#commands describes it, against a running server's database. */
describe("npm run user:add", () => {
  const server = useServer();

  it("reads the password from standard input; the admin can sign in and use the admin API", async () => {
    const run = runUserAdd(["--email", "a@b.dk", "--admin"], {
      dataDir: server().dataDir,
      stdin: "en-lang-og-sikker-kode\n",
    });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe("Oprettede brugeren a@b.dk (admin).");
    const admin = await apiClient(server().url).signIn({
      email: "a@b.dk",
      password: "en-lang-og-sikker-kode",
    });
    expect((await admin.get("/api/admin/testimonials")).status).toBe(200);
  });

  it("updates the password of an existing account", async () => {
    const run = runUserAdd(["--email", "A@B.dk", "--password", "endnu-en-ny-kode"], {
      dataDir: server().dataDir,
    });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe("Opdaterede brugeren a@b.dk.");
    const client = apiClient(server().url);
    const old = await client.post("/api/auth/sign-in/email", {
      email: "a@b.dk",
      password: "en-lang-og-sikker-kode",
    });
    expect(old.status).toBe(401);
    const admin = await client.signIn({ email: "a@b.dk", password: "endnu-en-ny-kode" });
    expect((await admin.get("/api/admin/testimonials")).status).toBe(200);
  });

  it.each([
    ["a short password", ["--email", "c@b.dk", "--password", "kort"], /mindst 8 tegn/],
    ["a common password", ["--email", "c@b.dk", "--password", "password123"], /almindelig/],
    [
      "a password over 128",
      ["--email", "c@b.dk", "--password", "x".repeat(129)],
      /højst være 128 tegn/,
    ],
    ["a bad e-mail", ["--email", "ikke-en-mail", "--password", "god-lang-kode-1"], /e-mail/],
  ])("refuses %s with one clear line and a non-zero exit", (_, args, message) => {
    const run = runUserAdd(args, { dataDir: server().dataDir });
    expect(run.status).not.toBe(0);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe("");
  });
});
