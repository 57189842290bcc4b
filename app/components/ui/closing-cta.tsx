import type { ReactNode } from "react";

type Props = {
  /** The heading's id, which labels the section. */
  id: string;
  closing: { heading: string; text: string };
  children: ReactNode;
};

/** The call to action that closes a page, on a primary → accent glow. */
export function ClosingCta({ id, closing, children }: Props) {
  return (
    <section aria-labelledby={id} className="px-4 py-20 sm:px-6 lg:py-28">
      <div className="relative mx-auto max-w-[1200px] overflow-hidden rounded-3xl border border-border bg-surface px-6 py-14 text-center sm:px-12 lg:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-0 bg-[radial-gradient(60%_80%_at_0%_0%,rgb(34_211_238/0.2),transparent_70%),radial-gradient(60%_80%_at_100%_100%,rgb(192_132_252/0.2),transparent_70%)]"
        />
        <div className="relative">
          <h2 id={id} className="text-h2 font-bold">
            {closing.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
        </div>
      </div>
    </section>
  );
}
