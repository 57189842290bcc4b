import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { parseSettings } from "#app/platform/env.server.ts";
import { ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from "./chromium.ts";

/**
 * Draws the 1200×630 share image (public/og-image.png) in headless Chromium with the site's
 * own fonts and palette. Run again after changing SITE_NAME: `node scripts/og-image.ts`.
 */

const root = resolve(import.meta.dirname, "..");
/** Inlined as data URLs: a page made with setContent may not read files. */
const dataUrl = (path: string, type: string) =>
  `data:${type};base64,${readFileSync(resolve(root, path)).toString("base64")}`;
const font = (pkg: string, file: string) =>
  dataUrl(`node_modules/@fontsource-variable/${pkg}/files/${file}`, "font/woff2");
const { SITE_NAME } = parseSettings(process.env);
const room = dataUrl("app/images/neon-room.svg", "image/svg+xml");
const logo = dataUrl("app/images/favicon.svg", "image/svg+xml");

const html = `<!doctype html><html><head><style>
@font-face { font-family: Display; src: url(${font("space-grotesk", "space-grotesk-latin-wght-normal.woff2")}); font-weight: 300 700; }
@font-face { font-family: Text; src: url(${font("inter", "inter-latin-wght-normal.woff2")}); font-weight: 100 900; }
html, body { margin: 0; width: 1200px; height: 630px; background: #0b0b12; color: #f4f4f5; overflow: hidden; }
.bg { position: absolute; inset: 0; background: url(${room}) center / cover; opacity: .9; }
.shade { position: absolute; inset: 0; background: linear-gradient(90deg, #0b0b12 15%, rgba(11,11,18,.55) 65%, rgba(11,11,18,.2)); }
.box { position: absolute; left: 80px; top: 90px; right: 80px; }
img { width: 96px; height: 96px; }
h1 { font: 700 76px/1.05 Display; margin: 36px 0 0; max-width: 900px; }
.open { display: inline-block; margin-top: 36px; padding: 12px 28px; border-radius: 999px; font: 700 40px Display;
  color: #0b0b12; background: linear-gradient(90deg, #22d3ee, #c084fc); }
p { font: 500 28px Text; color: #a1a1aa; margin: 28px 0 0; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 10px; background: linear-gradient(90deg, #22d3ee, #c084fc, #facc15, #60a5fa); }
</style></head><body><div class="bg"></div><div class="shade"></div>
<div class="box"><img src="${logo}" alt=""><h1>${SITE_NAME}</h1><span class="open">Åbent 24/7</span>
<p>E-sport og gaming på Frederiksberg · 100+ stationer</p></div><div class="bar"></div></body></html>`;

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: resolve(root, "public/og-image.png") });
await browser.close();
console.log("Wrote public/og-image.png");
