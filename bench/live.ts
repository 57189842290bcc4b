import { readFileSync } from "node:fs";
import { apiClient } from "../tests/support/api-client.ts";
import { followLive } from "../tests/support/live-stream.ts";
import { addUser } from "../tests/support/users.ts";
import { median } from "./budgets.ts";

/** The followers of one bracket the budget is written for (docs/performance.md#the-budgets). */
export const LIVE_FOLLOWERS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time a process has used so far, in ms: user and system, from Linux's /proc (10 ms ticks). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Match = { id: string; version: number; status: string };

/**
 * A tournament night's live bracket (docs/pages.md, "The live bracket") on the bench's server:
 * `LIVE_FOLLOWERS` pages following the bracket, one stream each; the server's CPU while they wait
 * (at rest: no change, the streams' heartbeats only), then results saved through the staff's
 * API, each timed to its answer and to the moment the last follower is told.
 */
export async function liveNight(
  origin: string,
  pid: number,
  night: { eventId: string; page: string },
  dataDir: string,
  { restSeconds = 30, results = 7 } = {},
) {
  const streams = await Promise.all(
    Array.from({ length: LIVE_FOLLOWERS }, () => followLive(`${origin}${night.page}/live`)),
  );
  try {
    const held = (await Promise.all(streams.map((s) => s.next(10_000)))).filter(Boolean).length;
    await sleep(2_000);
    const before = cpuMsOf(pid);
    const restStarted = performance.now();
    await sleep(restSeconds * 1000);
    const restPercent = ((cpuMsOf(pid) - before) / (performance.now() - restStarted)) * 100;

    const staff = await apiClient(origin).signIn(addUser({ dataDir, staff: true }));
    const answeredMs: number[] = [];
    const toldMs: number[] = [];
    for (let round = 0; round < results; round++) {
      const bracket = (await (
        await staff.get(`/api/admin/events/${night.eventId}/bracket`)
      ).json()) as { matches: Match[] };
      const match = bracket.matches.find((m) => m.status === "ready" || m.status === "running");
      if (!match) throw new Error("the bench's tournament has no match left to play");
      const told = streams.map((s) => s.next(10_000));
      const sent = performance.now();
      const saved = await staff.patch(`/api/admin/events/${night.eventId}/matches/${match.id}`, {
        version: match.version,
        scores: [2, 1],
      });
      if (saved.status !== 200) throw new Error(`a result answered ${saved.status}`);
      await saved.arrayBuffer();
      answeredMs.push(performance.now() - sent);
      const tags = await Promise.all(told);
      if (tags.some((tag) => !tag)) throw new Error("a follower was not told of a result");
      toldMs.push(performance.now() - sent);
    }
    return {
      held,
      restPercent,
      restSeconds,
      answeredMs: median(answeredMs),
      toldMs: median(toldMs),
      results,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
