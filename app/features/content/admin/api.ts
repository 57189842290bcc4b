import type { ImageRef, SectionName } from "#app/content/sections.ts";
import { callApi } from "#app/lib/api-client.ts";

/** The content admin's calls to the API (product.md §7). */

/** A section as the admin API answers it. */
export type AdminSection = {
  value: unknown;
  version: number;
  updated_at: string;
  updated_by: string | null;
  /** Fields the operator's environment sets (contact's phone and the others). */
  locked: string[];
};

export type VersionEntry = { version: number; updated_at: string; updated_by: string | null };

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Du er ikke logget ind længere. Log ind igen, og gem så igen: dine ændringer er gemt her.",
  403: "Du har ikke adgang til at ændre indholdet.",
  409: "En anden har gemt afsnittet, mens du skrev.",
  413: "Filen er for stor.",
};

const call = <T>(url: string, init: RequestInit = {}) => callApi<T>(url, init, FALLBACK_MESSAGES);

const sectionUrl = (name: SectionName) => `/api/admin/content/${name}`;

export function fetchSection(name: SectionName) {
  return call<AdminSection>(sectionUrl(name));
}

export function saveSection(name: SectionName, value: unknown, version: number) {
  return call<{ value: unknown; version: number }>(sectionUrl(name), {
    method: "PUT",
    body: JSON.stringify({ value, version }),
  });
}

export function fetchVersions(name: SectionName) {
  return call<{ versions: VersionEntry[] }>(`${sectionUrl(name)}/versions`);
}

export function fetchVersion(name: SectionName, version: number) {
  return call<VersionEntry & { value: unknown }>(`${sectionUrl(name)}/versions/${version}`);
}

/** Saves version `version`'s value as the newest; `current` is the version the form shows. */
export function restoreVersion(name: SectionName, version: number, current: number) {
  return call<{ value: unknown; version: number }>(
    `${sectionUrl(name)}/versions/${version}/restore`,
    { method: "POST", body: JSON.stringify({ version: current }) },
  );
}

export function uploadImage(file: File) {
  const body = new FormData();
  body.set("file", file);
  return call<ImageRef & { url: string }>("/api/admin/images", { method: "POST", body });
}
