import type { ReactNode } from "react";

/** Every inner page's copy opens with these. */
type PageCopy = { eyebrow: string; heading: string; intro: ReactNode };

/** The top of an inner page: the page's only `h1`, an intro and its buttons, on a neon glow. */
export function PageHero({ page, children }: { page: PageCopy; children?: ReactNode }) {
  const { eyebrow, heading, intro } = page;
  return (
    <header className="relative overflow-hidden px-4 pt-36 pb-20 sm:px-6 lg:pt-44 lg:pb-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_20%_10%,rgb(34_211_238/0.18),transparent_70%),radial-gradient(50%_60%_at_85%_30%,rgb(192_132_252/0.16),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(38_38_58/0.5)_1px,transparent_1px),linear-gradient(90deg,rgb(38_38_58/0.5)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:48px_48px]"
      />
      <div className="mx-auto max-w-[1200px]">
        <p className="mb-4 text-sm font-semibold tracking-widest text-primary uppercase">
          {eyebrow}
        </p>
        <h1 className="max-w-3xl text-display font-bold">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{intro}</p>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </header>
  );
}
