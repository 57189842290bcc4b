import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("admin", "routes/admin/admin.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("healthz", "routes/seo/healthz.ts"),
] satisfies RouteConfig;
