import type { SideView } from "./bracket-layout.ts";

/** A side's score beside its name, the winner's bold, on the bracket and on the big screen alike. */
export function SideScore({ side }: { side: Extract<SideView, { kind: "entry" }> }) {
  if (side.score === null) return null;
  return (
    <span className={`tabular-nums ${side.winner ? "font-bold text-primary" : "text-muted"}`}>
      {side.score}
    </span>
  );
}
