import CircleAlert from "lucide-react/icons/circle-alert";
import type { ReactNode } from "react";

/** A notice inside a form: what happened, in words, and the buttons that go on from there. */
export function NoticeBox({
  tone,
  title,
  children,
}: {
  tone: "info" | "danger";
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border p-4 text-sm ${
        tone === "danger" ? "border-danger/60 bg-danger/10" : "border-primary/40 bg-primary/5"
      }`}
    >
      <p className="flex items-start gap-2 font-semibold text-text">
        <CircleAlert
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${tone === "danger" ? "text-danger" : "text-primary"}`}
        />
        {title}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-muted [&>p]:w-full">{children}</div>
    </div>
  );
}
