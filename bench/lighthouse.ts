import { mkdirSync } from "node:fs";
import { Launcher, launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS } from "../scripts/chromium.ts";
import { own } from "./cleanup.ts";
import { figuresOf, flaggedAudits, type LhrLike } from "./lighthouse-figures.ts";
import { medianOfEach } from "./median.ts";
import type { FormFactor, LighthouseResult } from "./types.ts";

/**
 * Lighthouse on the system Chromium (headless, the flags the tests use): mobile with its
 * default simulated throttling, desktop with its desktop config, several runs each.
 */

/**
 * Browser features that run beside the page under test and are no part of it. Chromium 156
 * preloads its omnibox popups (WebUI pages in a renderer of their own) and keeps them busy while
 * a tab loads: on a 2-core machine that took up to 50 ms of CPU from the page's first task, which
 * Lighthouse's 4x CPU slowdown turned into 100-200 ms of Total Blocking Time that was not the
 * site's. chrome-launcher already turns off other such features (Translate, MediaRouter, ...).
 */
export const EXTRA_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * The flags for Lighthouse's Chromium. Chromium reads only the last `--disable-features`, so ours
 * repeats chrome-launcher's list rather than replacing it.
 */
export function lighthouseChromeFlags(
  defaults: readonly string[] = Launcher.defaultFlags(),
): string[] {
  const prefix = "--disable-features=";
  const launcherList = defaults.find((flag) => flag.startsWith(prefix))?.slice(prefix.length);
  const features = [...(launcherList ? launcherList.split(",") : []), ...EXTRA_DISABLED_FEATURES];
  return [...CHROMIUM_ARGS, "--headless=new", `${prefix}${features.join(",")}`];
}

export type Lighthouse = {
  audit: (url: string, formFactor: FormFactor, runs: number) => Promise<LighthouseResult>;
  stop: () => Promise<void>;
};

export async function startLighthouse(
  chromePath: string,
  userDataDir: string,
): Promise<Lighthouse> {
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await launch({
    chromePath,
    chromeFlags: lighthouseChromeFlags(),
    userDataDir,
    handleSIGINT: false,
    logLevel: "error",
  });
  const stop = own({
    name: "Chromium (Lighthouse)",
    stop: async () => chrome.kill(),
    kill: () => chrome.process.kill("SIGKILL"),
  });

  async function once(url: string, formFactor: FormFactor): Promise<LhrLike> {
    const config = formFactor === "desktop" ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      config,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  }

  /**
   * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine); such a
   * run says nothing about the page, so it is tried again, up to three times.
   */
  async function retried(url: string, formFactor: FormFactor): Promise<LhrLike> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(url, formFactor);
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`  retrying: ${error instanceof Error ? error.message : error}`);
      }
    }
  }

  async function audit(
    url: string,
    formFactor: FormFactor,
    runs: number,
  ): Promise<LighthouseResult> {
    const results: LhrLike[] = [];
    for (let run = 0; run < runs; run++) results.push(await retried(url, formFactor));
    return {
      path: new URL(url).pathname,
      formFactor,
      runs,
      median: medianOfEach(results.map(figuresOf)),
      flagged: [...new Set(results.flatMap(flaggedAudits))],
    };
  }

  return { audit, stop };
}
