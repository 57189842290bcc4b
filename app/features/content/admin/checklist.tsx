import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Icon as IconComponent } from "#app/components/ui/icon-sprite.tsx";

/** The two looks of a checklist: what the English pages lack, what still shows an example. */
const TONES = {
  primary: { frame: "border-primary/40 bg-primary/5", icon: "text-primary" },
  vip: { frame: "border-vip/50 bg-vip/5", icon: "text-vip" },
};

/**
 * A short list above the content's sections of what staff still have to put right: a heading
 * with its icon and count, one line on what visitors see meanwhile, and an item per place to go.
 * Drawn only while there is something on it.
 */
export function Checklist({
  id,
  Icon,
  tone,
  title,
  note,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  Icon: IconComponent;
  tone: keyof typeof TONES;
  title: string;
  note: string;
  /** Its distance from what is above. */
  className: string;
  /** The items: `ChecklistLink`s, or a note where staff cannot act. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${className} flex flex-col gap-x-4 gap-y-2 rounded-xl border px-4 py-3 lg:flex-row lg:items-center ${TONES[tone].frame}`}
    >
      <div className="shrink-0">
        <h2 id={id} className="flex items-center gap-2 font-display text-base font-bold">
          <Icon aria-hidden="true" className={`size-5 ${TONES[tone].icon}`} />
          {title}
        </h2>
        <p className="text-sm text-muted">{note}</p>
      </div>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </section>
  );
}

/** A checklist's item that leads to the form where it is put right. */
export function ChecklistLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="inline-flex min-h-10 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium hover:border-primary/60"
      >
        {children}
      </Link>
    </li>
  );
}
