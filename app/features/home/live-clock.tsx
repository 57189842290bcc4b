import { formatClock } from "#app/lib/format.ts";
import { useLang } from "#app/lib/site.ts";

/**
 * Copenhagen wall-clock time as `HH.MM.SS` (English pages: `HH:MM:SS`). The server renders its
 * own time; the page script (`components/layout/page-script.ts`) replaces it with the browser's
 * and ticks every second, with the separator of the page's `<html lang>`.
 */
export function LiveClock({ className = "" }: { className?: string }) {
  const at = new Date();
  const shown = formatClock(at, useLang() === "en" ? ":" : ".");
  return (
    <time data-clock dateTime={formatClock(at, ":")} suppressHydrationWarning className={className}>
      {shown}
    </time>
  );
}
