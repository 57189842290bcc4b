import { type RunningServer, startServer } from "#tests/support/server.ts";
import { startSmtp, type TestSmtp } from "#tests/support/smtp.ts";
import { test } from "./test.ts";

/**
 * A server of the spec's own that sends its mail to a real SMTP server (`env` added to the
 * server's): both started before the spec's tests and stopped after them. Read `server` and
 * `smtp` inside the tests.
 */
export function mailingServer(env: Record<string, string> = {}) {
  const spec = {} as { server: RunningServer; smtp: TestSmtp };
  test.beforeAll(async () => {
    spec.smtp = await startSmtp();
    spec.server = await startServer({ SMTP_URL: spec.smtp.url(), ...env });
  });
  test.afterAll(async () => {
    await spec.server?.stop();
    await spec.smtp?.close();
  });
  return spec;
}
