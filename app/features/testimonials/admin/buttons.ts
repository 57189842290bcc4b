/** Button looks for the admin screen (design.md: ≥ 44 px tall, glow only on hover and focus). */

const base =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-[background-color,box-shadow,color] duration-200 disabled:cursor-not-allowed disabled:opacity-60";

export const primaryButton = `${base} bg-primary text-bg hover:shadow-[0_0_24px_rgb(34_211_238/0.35)] focus-visible:shadow-[0_0_24px_rgb(34_211_238/0.35)]`;

export const secondaryButton = `${base} border border-border bg-transparent text-text hover:border-primary/60 hover:bg-white/5`;

export const dangerButton = `${base} bg-danger text-bg hover:shadow-[0_0_24px_rgb(248_113_113/0.35)] focus-visible:shadow-[0_0_24px_rgb(248_113_113/0.35)]`;

/** The smaller buttons on each listed testimonial (still a 40 px target). */
export const itemButton =
  "disabled:cursor-wait disabled:opacity-60 inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium text-text transition-colors hover:border-primary/60 hover:bg-white/5";

export const itemDangerButton =
  "disabled:cursor-wait disabled:opacity-60 inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-danger/40 px-3 text-sm font-medium text-danger transition-colors hover:border-danger hover:bg-danger/10";
