import { z } from "zod";
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
    .default("+45 12 34 56 78"),
  SITE_EMAIL: z
    .email({ error: "must be an e-mail address" })
    .default("kontakt@gamingcenter.example"),
  SITE_ADDRESS: nonEmpty.default("Eksempelvej 1, 2000 Frederiksberg"),
  SITE_CVR: z
    .string()
    .trim()
    .regex(/^[0-9]{8}$/, "must be 8 digits")
    .default("12345678"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
});

type ParsedEnv = z.infer<typeof schema>;

export type Settings = Omit<ParsedEnv, "SITE_URL"> & { SITE_URL: string };

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
  return { ...parsed, SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT || 3000}` };
}

let current: Settings | undefined;

/** The settings of this process, parsed once. */
export function settings(): Settings {
  current ??= parseSettings(process.env);
  return current;
}

export function publicSettings(from: Settings = settings()): PublicSettings {
  return {
    siteName: from.SITE_NAME,
    siteUrl: from.SITE_URL,
    phone: from.SITE_PHONE,
    email: from.SITE_EMAIL,
    address: from.SITE_ADDRESS,
    cvr: from.SITE_CVR,
  };
}
