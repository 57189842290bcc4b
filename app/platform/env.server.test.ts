import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { parseSettings, publicSettings, SettingsError, withEnvironment } from "./env.server.ts";

describe("parseSettings", () => {
  it("uses the documented defaults when nothing is set", () => {
    const s = parseSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.HOST).toBe("0.0.0.0");
    expect(s.DATA_DIR).toBe("./data");
    expect(s.SITE_URL).toBe("http://localhost:3000");
    expect(s.SITE_NAME).toBe("Frederiksberg Gaming Center");
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.TRUST_PROXY).toBe(false);
  });

  it("derives SITE_URL from PORT and strips a trailing slash from a given one", () => {
    expect(parseSettings({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseSettings({ SITE_URL: "https://gaming.example/" }).SITE_URL).toBe(
      "https://gaming.example",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(parseSettings({ PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid setting PORT: must be a whole number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid setting PORT: must be between 0 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid setting DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ SITE_URL: "ftp://x" }, /^Invalid setting SITE_URL:/],
    [{ SITE_EMAIL: "nope" }, /^Invalid setting SITE_EMAIL: must be an e-mail address/],
    [{ SITE_CVR: "12" }, /^Invalid setting SITE_CVR: must be 8 digits/],
    [{ SMTP_URL: "http://mail.example" }, /^Invalid setting SMTP_URL: must be an smtp/],
    [{ NOTIFY_EMAIL: "staff" }, /^Invalid setting NOTIFY_EMAIL: must be an e-mail address/],
    [{ AUTH_SECRET: "short" }, /^Invalid setting AUTH_SECRET: must be at least 32 characters/],
    [{ TRUST_PROXY: "maybe" }, /^Invalid setting TRUST_PROXY: must be true or false/],
  ])("refuses %o with one line naming the setting", (env, message) => {
    expect(() => parseSettings(env)).toThrow(SettingsError);
    expect(() => parseSettings(env)).toThrow(message);
  });

  it("exposes only the public contact details to the browser", () => {
    const pub = publicSettings(
      defaultContent.contact,
      parseSettings({ AUTH_SECRET: "x".repeat(40) }),
    );
    expect(Object.keys(pub).sort()).toEqual(
      ["address", "cvr", "email", "phone", "siteName", "siteUrl"].sort(),
    );
    expect(JSON.stringify(pub)).not.toContain("xxxx");
  });

  it("lets contact details set in the environment win over the admin's, and only those", () => {
    const contact = { ...defaultContent.contact, phone: "+45 11 11 11 11", name: "Admin-navn" };
    const none = parseSettings({});
    expect(none.contactFromEnvironment).toEqual({});
    expect(withEnvironment(contact, none)).toEqual(contact);
    const some = parseSettings({ SITE_PHONE: "+45 70 70 70 70", SITE_CVR: "87654321" });
    expect(some.contactFromEnvironment).toEqual({ phone: "+45 70 70 70 70", cvr: "87654321" });
    expect(withEnvironment(contact, some)).toMatchObject({
      name: "Admin-navn",
      phone: "+45 70 70 70 70",
      cvr: "87654321",
    });
    // SITE_NAME has a default for the server's own use; only a given one is the operator's.
    expect(parseSettings({ SITE_NAME: "Mit center" }).contactFromEnvironment).toEqual({
      name: "Mit center",
    });
  });
});
