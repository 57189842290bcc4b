import type { ReactNode } from "react";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
};

/** An `h2` with an optional eyebrow and intro; `id` labels the surrounding section. */
export function SectionHeading({ id, eyebrow, title, children, center = true }: Props) {
  return (
    <div className={`mb-10 max-w-2xl ${center ? "mx-auto text-center" : ""}`}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-widest text-primary uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-h2 font-bold">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-muted">{children}</p> : null}
    </div>
  );
}

/**
 * Page width and vertical rhythm for one section. A section off screen is not laid out while
 * the page loads (`data-deferred-layout`, app.css), which takes most of a long page's first
 * layout off the phone's main thread.
 */
export function Section({
  labelledBy,
  children,
  className = "",
}: {
  labelledBy: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      data-deferred-layout=""
      className={`px-4 py-20 sm:px-6 lg:py-28 ${className}`}
    >
      <div className="mx-auto max-w-[1200px]">{children}</div>
    </section>
  );
}
