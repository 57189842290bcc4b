/**
 * The one button look, for `<button>` and for links that act as buttons, on the public pages and
 * in the admin (docs/design.md#controls): at least 44 px tall, the focus ring from app.css (2 px,
 * offset), glow only on hover and keyboard focus.
 *
 *   <Link to={PAGE_PATHS.booking} className={buttonClass()}>Book nu</Link>
 *   <button className={buttonClass({ variant: "danger", size: "sm" })}>Slet</button>
 */

// Opacity is not animated: a button enabled when React takes over shows at full colour at once.
// In a list row skipped by content-visibility a transition does not run, and the button would
// stay at its disabled opacity (contrast 3.2:1) until scrolled to.
const base =
  "inline-flex cursor-pointer items-center justify-center transition-[color,background-color,border-color,box-shadow] duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  /** The page's main action: filled cyan. */
  primary:
    "bg-primary text-bg hover:shadow-[0_0_24px_rgb(34_211_238/0.4)] focus-visible:shadow-[0_0_24px_rgb(34_211_238/0.4)]",
  /** An alternative action: outlined. */
  secondary:
    "border border-primary/60 text-text hover:border-primary hover:shadow-[0_0_24px_rgb(34_211_238/0.3)] focus-visible:border-primary focus-visible:shadow-[0_0_24px_rgb(34_211_238/0.3)]",
  /** Night Gaming's action: filled purple. */
  accent:
    "bg-accent text-bg hover:shadow-[0_0_24px_rgb(192_132_252/0.4)] focus-visible:shadow-[0_0_24px_rgb(192_132_252/0.4)]",
  /** Confirms something that cannot be undone: filled red. */
  danger:
    "bg-danger text-bg hover:shadow-[0_0_24px_rgb(248_113_113/0.35)] focus-visible:shadow-[0_0_24px_rgb(248_113_113/0.35)]",
} as const;

/**
 * Actions repeated on every item of a list: 40 px (docs/design.md#controls: the one exception to
 * 44) and outlined in a quiet border, so that a long list stays calm and the item's text leads.
 */
const small = {
  /** The one action a queued item waits for (`Godkend`). */
  primary: "border border-primary/60 bg-primary/10 text-primary hover:bg-primary/20",
  secondary: "border border-border text-text hover:border-primary/60 hover:bg-white/5",
  danger: "border border-danger/40 text-danger hover:border-danger hover:bg-danger/10",
} as const;

export type ButtonVariant = keyof typeof variants;

export type ButtonLook =
  | { variant?: ButtonVariant; size?: "md"; className?: string }
  | { variant: keyof typeof small; size: "sm"; className?: string };

/** The classes of a button: primary and 44 px unless said otherwise. */
export function buttonClass(look: ButtonLook = {}): string {
  const { className = "" } = look;
  const size =
    look.size === "sm"
      ? `min-h-10 gap-1.5 rounded-md px-3 text-sm font-medium ${small[look.variant]}`
      : `min-h-11 gap-2 rounded-lg px-5 py-2.5 font-semibold motion-safe:hover:-translate-y-0.5 ${variants[look.variant ?? "primary"]}`;
  return `${base} ${size} ${className}`.trim();
}
