import { formatClock } from "#app/lib/format.ts";

/**
 * Copenhagen wall-clock time as `HH.MM.SS`. The server renders its own time; the page script
 * (`components/layout/page-script.ts`) replaces it with the browser's and ticks every second.
 */
export function LiveClock({ className = "" }: { className?: string }) {
  const shown = formatClock(new Date());
  return (
    <time
      data-clock
      dateTime={shown.replaceAll(".", ":")}
      suppressHydrationWarning
      className={className}
    >
      {shown}
    </time>
  );
}
