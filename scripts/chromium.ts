import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/**
 * The browser for end-to-end tests and the benchmark: CHROMIUM_PATH, else the system's
 * Chromium or Chrome. Where none exists and this is root with apt-get, Debian's package is
 * installed (and we say so); otherwise we stop with the one command to run.
 */

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser's windows, tabs and omnibox, and what Playwright itself runs headless tests in. The
 * tests use it where it is installed, as it leaves the two cores more of their time for the pages
 * under test (docs/tests.md has the figures). The bench keeps the full browser, which Lighthouse
 * measures pages in.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** `tests`: the browser for the test suites, the headless shell first. */
type Use = { tests?: boolean };

/** Flags that keep Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"',
];

/**
 * Browser features that run beside the page under test and are no part of it: Chromium 156
 * keeps the omnibox popups of every new window (WebUI renderers) busy, which on two cores takes
 * CPU from the pages under test and slows every new browser context (docs/performance.md).
 */
export const BUSY_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * playwright-core's own `--disable-features` list (1.65). Chromium reads only the last
 * `--disable-features`, so the one we add must repeat it; `scripts/chromium.test.ts` fails when
 * an upgrade of Playwright changes it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** Chromium as Playwright launches it (browser tests, the bench's byte counts, the share image). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BUSY_WEBUI_FEATURES].join(",")}`,
];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium({ tests = false }: Use = {}): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return executable(configured) ? configured : undefined;
  return (tests ? [HEADLESS_SHELL, ...CANDIDATES] : CANDIDATES).find(executable);
}

export function ensureChromium(use: Use = {}): string {
  const found = findChromium(use);
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  }
  const canInstall =
    process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  const debianPackage = use.tests ? "chromium-headless-shell" : "chromium";
  if (!canInstall) {
    throw new Error(
      `No Chromium found. Install it with: sudo apt-get install -y ${debianPackage} (or set CHROMIUM_PATH).`,
    );
  }
  console.log(`No Chromium found: installing Debian's ${debianPackage} package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", debianPackage],
  ]) {
    const run = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed.`);
  }
  const installed = findChromium(use);
  if (!installed) {
    throw new Error(`apt-get installed ${debianPackage}, but no executable was found.`);
  }
  return installed;
}
