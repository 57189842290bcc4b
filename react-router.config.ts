import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Pages without per-visitor data are rendered to HTML at build time and served from memory.
  // Home stays server-rendered: it shows live testimonials.
  prerender: ["/services", "/references", "/booking", "/privatliv", "/vilkaar"],
} satisfies Config;
