import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { Lang } from "#app/content/language.ts";
import {
  BIG_SCREEN_SEGMENTS,
  LIVE_SEGMENT,
  PAGE_PATHS,
  pagePaths,
  REGISTRATION_PATHS,
} from "#app/content/public-paths.ts";

/** A page's route pattern: its path without the leading slash. */
const page = (path: string) => path.slice(1);

/**
 * The public pages in one language (docs/pages.md#english): the English routes are the Danish
 * routes' modules mounted a second time, with ids of their own (`en/…`).
 */
function publicPages(lang: Lang) {
  const paths = pagePaths(lang);
  const id = (name: string) => ({ id: lang === "da" ? `routes/site/${name}` : `en/${name}` });
  const at = (path: string, name: string) => route(path, `routes/site/${name}.tsx`, id(name));
  return [
    lang === "da" ? index("routes/site/home.tsx") : at(page(paths.home), "home"),
    at(page(paths.services), "services"),
    at(page(paths.nightGaming), "night-gaming"),
    at(page(paths.booking), "booking"),
    at(page(paths.events), "events"),
    at(`${page(paths.events)}/:slug`, "event"),
    at(`${page(REGISTRATION_PATHS[lang])}/:token`, "registration"),
    at(page(paths.submitTestimonial), "submit-testimonial"),
    at(page(paths.privacy), "privacy"),
    at(page(paths.terms), "terms"),
  ];
}

/** What lives beside the pages in one language: the big screen and the calendar feeds. */
function publicResources(lang: Lang) {
  const events = page(pagePaths(lang).events);
  const id = (name: string) => (lang === "da" ? {} : { id: `en/${name}` });
  return [
    route(
      `${events}/:slug/${BIG_SCREEN_SEGMENTS[lang]}`,
      "routes/site/event-screen.tsx",
      id("event-screen"),
    ),
    route(`${events}.ics`, "routes/resources/events-calendar.ts", id("events-calendar")),
    route(`${events}/:slug.ics`, "routes/resources/event-calendar.ts", id("event-calendar")),
  ];
}

export default [
  layout("routes/layout.tsx", [
    ...publicPages("da"),
    ...publicPages("en"),
    route(page(ADMIN_SCREENS.testimonials.path), "routes/admin/admin.tsx"),
    route(page(ADMIN_SCREENS.content.path), "routes/admin/content.tsx"),
    route(page(ADMIN_SCREENS.account.path), "routes/admin/account.tsx"),
    route(page(ADMIN_SCREENS.log.path), "routes/admin/log.tsx"),
    route(page(ADMIN_SCREENS.trash.path), "routes/admin/trash.tsx"),
    route(page(ADMIN_SCREENS.events.path), "routes/admin/events.tsx"),
    route(page(ADMIN_SCREENS.staff.path), "routes/admin/staff.tsx"),
    route("velkommen/:token", "routes/auth/welcome.tsx"),
    route("auth", "routes/auth/sign-in.tsx"),
    route("auth/glemt", "routes/auth/forgot.tsx"),
    route("auth/nulstil/:token", "routes/auth/reset.tsx"),
    route("en/*", "routes/site/not-found.tsx", { id: "en/not-found" }),
    route("*", "routes/site/not-found.tsx"),
  ]),
  ...publicResources("da"),
  ...publicResources("en"),
  route(`${page(PAGE_PATHS.events)}/:slug/${LIVE_SEGMENT}`, "routes/resources/event-live.ts"),
  route("logout", "routes/auth/logout.ts"),
  route("api/testimonials", "routes/api/testimonials.ts"),
  route("api/events/:slug/registrations", "routes/api/event-registrations.ts"),
  route("api/events/:slug/bracket", "routes/api/event-bracket.ts"),
  route("api/admin/testimonials", "routes/api/admin-testimonials.ts"),
  route("api/admin/testimonials/:id", "routes/api/admin-testimonial.ts"),
  route("api/admin/testimonials/:id/:decision", "routes/api/admin-moderation.ts"),
  route("api/admin/content", "routes/api/admin-content.ts"),
  route("api/admin/content/:name", "routes/api/admin-content-section.ts"),
  route("api/admin/content/:name/versions/:version?", "routes/api/admin-content-versions.ts"),
  route("api/admin/content/:name/versions/:version/restore", "routes/api/admin-content-restore.ts"),
  route("api/admin/images", "routes/api/admin-images.ts"),
  route("api/admin/audit", "routes/api/admin-audit.ts"),
  route("api/admin/trash", "routes/api/admin-trash.ts"),
  route("api/admin/trash/:type/:id", "routes/api/admin-trash-item.ts"),
  route("api/admin/events", "routes/api/admin-events.ts"),
  route("api/admin/events/:id", "routes/api/admin-event.ts"),
  route("api/admin/events/:id/:decision", "routes/api/admin-event-decision.ts"),
  route("api/admin/events/:id/registrations", "routes/api/admin-event-registrations.ts"),
  route("api/admin/events/:id/registrations.csv", "routes/api/admin-event-registrations-csv.ts"),
  route("api/admin/events/:id/registrations/:rid", "routes/api/admin-event-registration.ts"),
  route("api/admin/events/:id/bracket", "routes/api/admin-event-bracket.ts"),
  route("api/admin/events/:id/matches/:mid", "routes/api/admin-event-match.ts"),
  route("api/admin/users", "routes/api/admin-users.ts"),
  route("api/admin/users/:id", "routes/api/admin-user.ts"),
  route("images/:id/:file", "routes/resources/image.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("healthz", "routes/resources/healthz.ts"),
] satisfies RouteConfig;
