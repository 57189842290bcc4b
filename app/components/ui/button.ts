/** Button looks shared by links and buttons: at least 44 px tall, glow only on hover and focus. */

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition duration-200 motion-safe:hover:-translate-y-0.5";

const variants = {
  primary: "bg-primary text-bg hover:shadow-[0_0_24px_rgb(34_211_238/0.4)]",
  secondary:
    "border border-primary/60 text-text hover:border-primary hover:shadow-[0_0_24px_rgb(34_211_238/0.3)]",
  accent: "bg-accent text-bg hover:shadow-[0_0_24px_rgb(192_132_252/0.4)]",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
