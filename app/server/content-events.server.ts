/**
 * "Public content changed": raised after every admin write, so caches of public data and of
 * rendered pages (in the bundle and in the Node server around it) are dropped at once.
 */

type Listener = () => void;

const listeners = new Set<Listener>();

export function subscribeToContentChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyContentChanged(): void {
  for (const listener of listeners) listener();
}
