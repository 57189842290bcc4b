import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Pages without per-visitor data are rendered to HTML at build time and served from memory.
  prerender: [],
} satisfies Config;
