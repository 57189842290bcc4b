import { callApi } from "#app/lib/api-client.ts";
import type { Stored } from "#app/lib/forms/outcome.ts";

/** What the content admin reads besides its page: the history (docs/api.md#the-content). */

/** A section as the admin has it: saved value, version, who saved it, the operator's fields. */
export type AdminSection = Stored & {
  updated_at: string;
  updated_by: string | null;
  locked: string[];
};

export type VersionEntry = {
  version: number;
  updated_at: string;
  updated_by: string | null;
  /** What it did since the version before, in one line (`Ændrede Standard › Pris …`). */
  summary: string;
  restored_from: number | null;
};

const sectionUrl = (name: string) => `/api/admin/content/${name}`;

export function fetchVersions(name: string) {
  return callApi<{ versions: VersionEntry[] }>(`${sectionUrl(name)}/versions`);
}

export function fetchVersion(name: string, version: number) {
  return callApi<VersionEntry & { value: unknown }>(`${sectionUrl(name)}/versions/${version}`);
}
