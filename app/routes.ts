import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("references", "routes/site/references.tsx"),
    route("booking", "routes/site/booking.tsx"),
    route("privatliv", "routes/site/privacy.tsx"),
    route("vilkaar", "routes/site/terms.tsx"),
    route("admin", "routes/admin/admin.tsx"),
    route("auth", "routes/auth/sign-in.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("logout", "routes/auth/logout.ts"),
  route("api/testimonials", "routes/api/testimonials.ts"),
  route("api/admin/testimonials", "routes/api/admin-testimonials.ts"),
  route("api/admin/testimonials/:id", "routes/api/admin-testimonial.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("healthz", "routes/seo/healthz.ts"),
] satisfies RouteConfig;
