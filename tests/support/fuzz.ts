import fc from "fast-check";
import { expect } from "vitest";
import type { DatabaseConfig } from "#app/db/database.server.ts";
import { databaseChecksum, type ExpectedRows } from "./checksum.ts";

/**
 * What the fuzz tests share: odd form bodies, and the two promises every endpoint keeps under
 * arbitrary input — never a 500 or a stack trace, and nothing written unless the answer says so.
 */

/**
 * What the server receives of a value sent as JSON: `Infinity` arrives as `null`, `-0` as `0`,
 * `undefined` keys not at all. A schema is judged on this, not on the value before it was sent.
 */
export const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null");

/** A thrown error's trace, which no answer may show. */
export const STACK_TRACE = /at .+\.(ts|js):\d+/;

/**
 * Urlencoded form bodies: pairs of the form's own `keys` or unknown ones with `values` (a key
 * may repeat), any text at all, and the `odd` bodies given (broken encoding and the like).
 */
export const formBodies = (keys: string[], values: fc.Arbitrary<string>, odd: string[]) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), values), {
        maxLength: 6,
      })
      .map((pairs) => new URLSearchParams(pairs).toString()),
    fc.string({ maxLength: 300 }),
    fc.constantFrom("%", "=&=&", ...odd),
  );

/**
 * Sends one request: its answer is no 500 and shows no stack trace, and every row of `config`'s
 * database is as it was (but the `expected` ones) unless `wrote` says the answer did something.
 */
export async function answeredSafely(
  config: DatabaseConfig,
  send: () => Promise<Response>,
  options: { label?: string; wrote?: (status: number) => boolean; expected?: ExpectedRows } = {},
): Promise<{ response: Response; text: string }> {
  const { label = "", wrote = () => false, expected } = options;
  const before = await databaseChecksum(config, expected);
  const response = await send();
  const text = await response.text();
  expect(response.status, label).toBeLessThan(500);
  expect(text, label).not.toMatch(STACK_TRACE);
  if (!wrote(response.status)) {
    expect(await databaseChecksum(config, expected), label).toBe(before);
  }
  return { response, text };
}

/**
 * Sends each of `inputs` by `send`: the answer is `status` exactly when `schema` takes the input (400
 * otherwise), and `rows()` grows by one for a valid input, by none for a refused one. Where the
 * endpoint keeps a repeat once (`keptOnce`), a valid input may add nothing. `also` checks more.
 */
export function addsExactlyValid<T>(
  inputs: fc.Arbitrary<T>,
  schema: { safeParse: (input: unknown) => { success: boolean } },
  send: (input: T) => Promise<Response>,
  endpoint: {
    status: number;
    rows: () => Promise<number>;
    numRuns: number;
    keptOnce?: boolean;
    also?: (response: Response, valid: boolean, label: string) => Promise<void>;
  },
) {
  return fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      const label = JSON.stringify(input);
      const before = await endpoint.rows();
      const response = await send(input);
      const valid = schema.safeParse(asSent(input)).success;
      expect(response.status, label).toBe(valid ? endpoint.status : 400);
      const added = (await endpoint.rows()) - before;
      expect(valid && endpoint.keptOnce ? [0, 1] : [valid ? 1 : 0], label).toContain(added);
      await endpoint.also?.(response, valid, label);
    }),
    { numRuns: endpoint.numRuns },
  );
}
