/**
 * Everything the bench starts (server, nginx, browsers) registers here and is stopped on the
 * way out: at the normal end, on an error, and on Ctrl-C or SIGTERM. `kill` is the synchronous
 * last resort for when the process exits before `stop` could finish.
 */
type Resource = { name: string; stop: () => Promise<unknown>; kill: () => void };

const resources: Resource[] = [];

export function own(resource: Resource): () => Promise<void> {
  resources.push(resource);
  return async () => {
    const index = resources.indexOf(resource);
    if (index >= 0) resources.splice(index, 1);
    await resource.stop();
  };
}

const withTimeout = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((done) => setTimeout(done, ms).unref())]);

export async function stopAll(): Promise<void> {
  while (resources.length > 0) {
    const resource = resources.pop() as Resource;
    try {
      await withTimeout(resource.stop(), 10_000);
    } catch (error) {
      console.error(`Could not stop ${resource.name}: ${(error as Error).message}`);
    }
    resource.kill();
  }
}

let interrupted = false;
/** True once Ctrl-C or SIGTERM arrived: failures after that are the interruption's, not the bench's. */
export const wasInterrupted = () => interrupted;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server, nginx and browsers…`);
    stopAll().finally(() => process.exit(130));
  });
}
process.on("exit", () => {
  for (const resource of resources) resource.kill();
});
