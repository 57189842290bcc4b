import { z } from "zod";
import { ENVIRONMENT_FIELDS } from "#app/content/environment-fields.ts";
import type { SiteContent } from "#app/content/sections.ts";
import type { PublicSettings } from "#app/lib/site.ts";

const port = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const nonEmpty = z.string().trim().min(1, "must not be empty");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: nonEmpty.default("0.0.0.0"),
  DATA_DIR: nonEmpty.default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })
    .optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  SITE_NAME: nonEmpty
    .max(100, "must be at most 100 characters")
    .default("Frederiksberg Gaming Center"),
  SITE_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{8,20}$/, "must be a phone number such as +45 12 34 56 78")
    .optional(),
  SITE_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  SITE_ADDRESS: nonEmpty.max(200, "must be at most 200 characters").optional(),
  SITE_CVR: z
    .string()
    .trim()
    .regex(/^[0-9]{8}$/, "must be 8 digits")
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
});

type ParsedEnv = z.infer<typeof schema>;

type ContactField = keyof typeof ENVIRONMENT_FIELDS;

export type Settings = Omit<ParsedEnv, "SITE_URL"> & {
  SITE_URL: string;
  /**
   * The contact details the operator set in the environment: they win over the admin's
   * (docs/settings.md#contact-details-the-environment-wins), which shows them as set by the
   * operator.
   */
  contactFromEnvironment: Partial<Record<ContactField, string>>;
};

/** A setting that cannot be used: the server stops with this one line. */
export class SettingsError extends Error {
  override name = "SettingsError";
}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "settings");
    const given = env[name];
    throw new SettingsError(
      `Invalid setting ${name}: ${issue?.message ?? "invalid value"}${given === undefined ? "" : ` (got ${JSON.stringify(given)})`}`,
    );
  }
  const parsed = result.data;
  const contactFromEnvironment: Settings["contactFromEnvironment"] = {};
  for (const [field, name] of Object.entries(ENVIRONMENT_FIELDS) as [ContactField, string][]) {
    const value = parsed[name as keyof ParsedEnv];
    if (name in present && typeof value === "string") contactFromEnvironment[field] = value;
  }
  return {
    ...parsed,
    SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT || 3000}`,
    contactFromEnvironment,
  };
}

let current: Settings | undefined;

/** The settings of this process, parsed once. */
export function settings(): Settings {
  current ??= parseSettings(process.env);
  return current;
}

/** The contact section as visitors see it: the operator's settings over the admin's. */
export function withEnvironment(
  contact: SiteContent["contact"],
  from: Settings = settings(),
): SiteContent["contact"] {
  return { ...contact, ...from.contactFromEnvironment };
}

/** What every page shows of the center: its contact details and public address. */
export function publicSettings(
  contact: SiteContent["contact"],
  from: Settings = settings(),
): PublicSettings {
  const shown = withEnvironment(contact, from);
  return {
    siteName: shown.name,
    siteUrl: from.SITE_URL,
    phone: shown.phone,
    email: shown.email,
    address: shown.address,
    cvr: shown.cvr,
  };
}
