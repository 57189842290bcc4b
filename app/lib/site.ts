import { createContext, useContext } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { type Lang, langOf } from "#app/content/language.ts";
import { localizedContent } from "#app/content/localize.ts";
import { pagePaths } from "#app/content/public-paths.ts";
import type { SiteContent } from "#app/content/sections.ts";

/** What the browser may know of the settings: shown on every page. */
export type PublicSettings = {
  siteName: string;
  siteUrl: string;
  phone: string;
  email: string;
  address: string;
  cvr: string;
};

/**
 * Who is looking: decides whether the navigation shows `Log ud` and `Admin`; for admins,
 * `pending` counts the testimonials waiting for them (shown beside `Admin`).
 */
/** Who is looking: `role` null for a signed-in visitor (docs/admin.md#roles). */
export type Viewer = { email: string; role: "admin" | "staff" | null; pending?: number } | null;

/**
 * The root route's loader data (`app/root.tsx`), read by every page and layout component:
 * the content staff edit (as visitors see it) and who is looking.
 */
export type RootData = { site: PublicSettings; content: SiteContent; viewer: Viewer };

/** A route that needs React in the browser says so: `export const handle = { hydrate: true }`. */
export type RouteHandle = { hydrate?: boolean };

function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("The site's pages need the root loader's data");
  return data;
}

/** The site's public settings from the root loader (name, phone, e-mail, address, CVR). */
export function useSite(): PublicSettings {
  return useRootData().site;
}

/** Content not saved yet, shown by the admin's preview in place of the saved content. */
const PreviewContent = createContext<SiteContent | null>(null);
export const ContentPreview = PreviewContent.Provider;

/**
 * The content staff edit (admin `/admin/indhold`), as it is saved now (or being previewed), in
 * the page's language: on an English page each text's English, or its Danish where staff wrote
 * none (`fallbackLang` in content/localize.ts marks those `lang="da"`).
 */
export function useContent(): SiteContent {
  const preview = useContext(PreviewContent);
  const saved = useRootData().content;
  return localizedContent(preview ?? saved, useLang());
}

/** The signed-in visitor, from the server-side session; null for anonymous visitors. */
export function useViewer(): Viewer {
  return useRouteLoaderData<RootData>("root")?.viewer ?? null;
}

/** The page's language, from its address (docs/pages.md#english). */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
}

/** The public pages' addresses in the page's language: every link between them. */
export function usePagePaths() {
  return pagePaths(useLang());
}
