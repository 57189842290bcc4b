import { mkdirSync } from "node:fs";
import { Launcher, launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { BUSY_WEBUI_FEATURES, CHROMIUM_ARGS } from "../scripts/chromium.ts";
import { median } from "./budgets.ts";

/**
 * Lighthouse on the system Chromium: mobile with its default simulated throttling, desktop with
 * its desktop config; the median of several runs of each figure.
 */

/**
 * Chromium's busy omnibox popups off (BUSY_WEBUI_FEATURES). Chromium reads only the last
 * `--disable-features`, so chrome-launcher's own list is repeated.
 */
export function lighthouseChromeFlags(defaults: readonly string[] = Launcher.defaultFlags()) {
  const prefix = "--disable-features=";
  const theirs = defaults.find((flag) => flag.startsWith(prefix))?.slice(prefix.length);
  const features = [...(theirs ? theirs.split(",") : []), ...BUSY_WEBUI_FEATURES];
  return [...CHROMIUM_ARGS, "--headless=new", `${prefix}${features.join(",")}`];
}

export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

export async function startLighthouse(chromePath: string, userDataDir: string) {
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await launch({
    chromePath,
    chromeFlags: lighthouseChromeFlags(),
    userDataDir,
    handleSIGINT: false,
    logLevel: "error",
  });

  /** One run; a run whose trace failed (NO_FCP on a busy machine) is tried again, twice. */
  async function once(
    url: string,
    formFactor: "mobile" | "desktop",
    skipAudits: string[],
  ): Promise<Lhr> {
    for (let attempt = 1; ; attempt++) {
      const config = formFactor === "desktop" ? desktopConfig : undefined;
      const flags = { port: chrome.port, logLevel: "error" as const, skipAudits };
      const result = await lighthouse(url, flags, config);
      const lhr = result?.lhr as Lhr | undefined;
      if (lhr && !lhr.runtimeError) return lhr;
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message}`);
    }
  }

  return {
    /**
     * The median of each figure over `runs` runs, and every run's blocking time; `skipAudits`
     * leaves out audits a page fails by design (the big screen's, bench/run.ts).
     */
    async audit(
      url: string,
      formFactor: "mobile" | "desktop",
      runs: number,
      skipAudits: string[] = [],
    ) {
      const all: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        all.push(figuresOf(await once(url, formFactor, skipAudits)));
      }
      const keys = Object.keys(all[0] as Figures) as (keyof Figures)[];
      const medians = Object.fromEntries(
        keys.map((key) => [key, median(all.map((f) => f[key]))]),
      ) as Figures;
      return { ...medians, tbtRunsMs: all.map((f) => Math.round(f.tbtMs)) };
    },
    stop: async () => chrome.kill(),
  };
}
