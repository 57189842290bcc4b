import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { createTurns } from "./turns.server.ts";

/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), stronger than
 * better-auth's default scrypt. node:crypto runs it on libuv's thread pool, off the event loop.
 * Stored as a PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>.
 *
 * At most HASH_CONCURRENCY hashes run at once; the rest wait their turn in order. Unbounded, a
 * burst of sign-ins filled all four pool threads with argon2 on two cores: the event loop got a
 * fraction of a CPU and public pages stalled for seconds, and whatever else needs the pool —
 * gzip of dynamic responses, better-auth's cookie signing (Web Crypto) — queued behind every
 * pending hash (docs/security.md). The queue also bounds argon2's memory: 19 MiB per running hash.
 */

const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

/** One core is left to the event loop; a single-core host still hashes one at a time. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w+/]+)\$([\w+/]+)$/;

const inTurn = createTurns(HASH_CONCURRENCY);

function derive(password: string, salt: Buffer, params: typeof ARGON2_PARAMS): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        argon2("argon2id", { message: password, nonce: salt, ...params }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, ARGON2_PARAMS);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const match = PHC.exec(hash);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match;
  const expectedKey = Buffer.from(expected as string, "base64");
  const key = await derive(password, Buffer.from(salt as string, "base64"), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedKey.length,
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
