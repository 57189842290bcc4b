import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("references", "routes/site/references.tsx"),
    route("booking", "routes/site/booking.tsx"),
    route("privatliv", "routes/site/privacy.tsx"),
    route("vilkaar", "routes/site/terms.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("healthz", "routes/seo/healthz.ts"),
] satisfies RouteConfig;
