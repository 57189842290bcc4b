/** `npm run dev`: the server through Vite's dev server, with hot reload (demo data added first). */

process.env.NODE_ENV = "development";
await import("../server/main.ts");

export {};
