import { useEffect, useState } from "react";
import { formatClock } from "~/lib/format";

/** Copenhagen wall-clock time as `HH.MM.SS`, ticking every second in the visitor's browser. */
export function LiveClock({ className = "" }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  const [live, setLive] = useState(false);
  useEffect(() => {
    setNow(new Date());
    setLive(true);
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const shown = formatClock(now);
  return (
    // The server's second and the browser's differ; a new key once live replaces the server's text.
    <time
      key={live ? "live" : "server"}
      dateTime={shown.replaceAll(".", ":")}
      suppressHydrationWarning
      className={className}
    >
      {shown}
    </time>
  );
}
