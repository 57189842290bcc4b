/**
 * The admin's screens, written once (as `PAGE_PATHS` is for the public pages): the routes
 * (routes.ts), the tabs between them, each screen's heading and page title, and who may enter —
 * `staff` lets staff and admins in, `admin` admins alone (staff get 403; docs/admin.md). Every
 * screen lies at or under `ADMIN_PATH`, which lib/private-paths.ts keeps out of every cache and
 * search engine. The tabs show in this order.
 */

/** Where the admin starts (the testimonials), and what every admin screen lies under. */
export const ADMIN_PATH = "/admin";

export type ScreenEntry = {
  path: string;
  /** The screen's tab in the admin's header. */
  tab: string;
  /** The screen's heading, and its page title (`Admin – Indhold`). */
  title: string;
  who: "staff" | "admin";
};

export const ADMIN_SCREENS = {
  testimonials: { path: ADMIN_PATH, tab: "Anmeldelser", title: "Anmeldelser", who: "staff" },
  content: { path: `${ADMIN_PATH}/indhold`, tab: "Indhold", title: "Indhold", who: "staff" },
  events: {
    path: `${ADMIN_PATH}/begivenheder`,
    tab: "Begivenheder",
    title: "Begivenheder",
    who: "staff",
  },
  trash: { path: `${ADMIN_PATH}/papirkurv`, tab: "Papirkurv", title: "Papirkurv", who: "staff" },
  staff: { path: `${ADMIN_PATH}/personale`, tab: "Personale", title: "Personale", who: "admin" },
  log: { path: `${ADMIN_PATH}/log`, tab: "Log", title: "Log", who: "admin" },
  account: { path: `${ADMIN_PATH}/konto`, tab: "Konto", title: "Konto", who: "staff" },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenName = keyof typeof ADMIN_SCREENS;
