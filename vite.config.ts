import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is the Hono app around React Router (server/app.ts), as in React
  // Router's node-custom-server template: build/server/index.js is the whole server.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
