import { freePort } from "../scripts/free-port.ts";
import { type LoadOptions, measureLoad } from "./load.ts";
import { ratioOf } from "./load-figures.ts";
import { type BaselineFile, startNginx } from "./nginx.ts";
import { baselineName } from "./nginx-config.ts";
import type { LoadResult } from "./types.ts";

/**
 * Each page and API path under load on our server, then the same bytes as a static file
 * from nginx, one after the other in the same run, so both meet the same machine.
 */

type Options = {
  nginxPath: string;
  nginxDir: string;
  ours: string;
  pages: string[];
  api: string[];
  options: LoadOptions;
  warmupSec: number;
  step: (text: string) => void;
};

async function rawBody(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function measureLoadTargets(o: Options): Promise<LoadResult[]> {
  const targets = [
    ...o.pages.map((path) => ({ path, api: false })),
    ...o.api.map((path) => ({ path, api: true })),
  ];
  if (targets.length === 0) return [];
  const files: (BaselineFile & { path: string })[] = [];
  for (const { path, api } of targets) {
    files.push({ path, name: baselineName(path, api), body: await rawBody(o.ours + path) });
  }
  const nginx = await startNginx(o.nginxPath, o.nginxDir, await freePort(), files);
  const results: LoadResult[] = [];
  try {
    for (const file of files) {
      o.step(`Load ${file.path}: ours, then nginx (${o.options.durationSec} s each)`);
      const ours = await measureLoad(o.ours + file.path, o.options, o.warmupSec);
      const baseline = await measureLoad(`${nginx.url}/${file.name}`, o.options, o.warmupSec);
      results.push({
        path: file.path,
        bodyBytes: file.body.length,
        ours,
        nginx: baseline,
        ratio: ratioOf(ours, baseline),
      });
    }
  } finally {
    await nginx.stop();
  }
  return results;
}
