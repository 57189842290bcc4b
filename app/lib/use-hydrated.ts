import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page. The admin's
 * controls stay disabled until then: typing into a form that React has not taken over yet, or
 * submitting it natively, would lose the text.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
