import { mkdirSync } from "node:fs";
import { launch } from "chrome-launcher";
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
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
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
