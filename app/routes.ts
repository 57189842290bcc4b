import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGE_PATHS } from "#app/content/public-paths.ts";

/** A public page's route pattern: its path without the leading slash. */
const page = (path: string) => path.slice(1);

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route(page(PAGE_PATHS.services), "routes/site/services.tsx"),
    route(page(PAGE_PATHS.nightGaming), "routes/site/night-gaming.tsx"),
    route(page(PAGE_PATHS.booking), "routes/site/booking.tsx"),
    route(page(PAGE_PATHS.submitTestimonial), "routes/site/submit-testimonial.tsx"),
    route(page(PAGE_PATHS.privacy), "routes/site/privacy.tsx"),
    route(page(PAGE_PATHS.terms), "routes/site/terms.tsx"),
    route("admin", "routes/admin/admin.tsx"),
    route("admin/indhold", "routes/admin/content.tsx"),
    route("admin/konto", "routes/admin/account.tsx"),
    route("auth", "routes/auth/sign-in.tsx"),
    route("auth/glemt", "routes/auth/forgot.tsx"),
    route("auth/nulstil/:token", "routes/auth/reset.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("logout", "routes/auth/logout.ts"),
  route("api/testimonials", "routes/api/testimonials.ts"),
  route("api/events/:slug/registrations", "routes/api/event-registrations.ts"),
  route("api/admin/testimonials", "routes/api/admin-testimonials.ts"),
  route("api/admin/testimonials/:id", "routes/api/admin-testimonial.ts"),
  route("api/admin/testimonials/:id/:decision", "routes/api/admin-moderation.ts"),
  route("api/admin/content", "routes/api/admin-content.ts"),
  route("api/admin/content/:name", "routes/api/admin-content-section.ts"),
  route("api/admin/content/:name/versions/:version?", "routes/api/admin-content-versions.ts"),
  route("api/admin/content/:name/versions/:version/restore", "routes/api/admin-content-restore.ts"),
  route("api/admin/images", "routes/api/admin-images.ts"),
  route("images/:id/:file", "routes/seo/image.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("begivenheder.ics", "routes/seo/events-calendar.ts"),
  route("begivenheder/:slug.ics", "routes/seo/event-calendar.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("healthz", "routes/seo/healthz.ts"),
] satisfies RouteConfig;
