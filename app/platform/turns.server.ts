/**
 * A first-come-first-served queue that lets at most `limit` tasks run at once; the others wait
 * their turn. Used to keep password work from crowding out everything else (docs/security.md):
 *
 *   const inTurn = createTurns(2);
 *   const result = await inTurn(() => expensive());
 *
 * With `yieldBetween`, a waiting task starts in a later turn of the event loop (setImmediate)
 * rather than in the same run of callbacks that ended the previous one, so requests already
 * waiting on the socket are read in between.
 */

export type Turns = <T>(task: () => Promise<T>) => Promise<T>;

export function createTurns(limit: number, { yieldBetween = false } = {}): Turns {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`createTurns: bad limit ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` stays counted for it.
    if (!next) running -= 1;
    else if (yieldBetween) setImmediate(next);
    else next();
  };

  return async (task) => {
    if (running < limit) running += 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
