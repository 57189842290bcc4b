import { createContext } from "react";

/**
 * The site's stylesheet as text, provided by the server renderer (`entry.server.tsx`). Pages
 * without React in the browser carry it in a `<style>` element: one request fewer before the
 * first paint, which on a phone connection is most of the wait. Absent in the browser.
 */
export const InlineStyles = createContext<string | null>(null);
