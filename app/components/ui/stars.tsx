/** The rating as screen readers hear it. */
const SPOKEN = {
  da: (rating: number, max: number) => `${rating} ud af ${max} stjerner`,
  en: (rating: number, max: number) => `${rating} out of ${max} stars`,
};

type Props = {
  rating: number;
  /** The top of the scale: how many stars are drawn. */
  max: number;
  /** `sm` beside small text (the admin list), `md` (the default) on its own line. */
  size?: "sm" | "md";
  /** The page's language, for the words screen readers hear. */
  lang?: keyof typeof SPOKEN;
};

/** lucide's `star` outline (ISC), 24 × 24. */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** Each star's place: 24 units wide and a gap of 3 (2 px beside 16 px stars). */
const STEP = 27;

/** Stars `from` to `to` (0-based, `to` excluded) as one path: the star moved along by STEP. */
function starsPath(from: number, to: number): string {
  let d = "";
  for (let index = from; index < to; index++) {
    const dx = index * STEP;
    d += STAR.replace(/([ML])(-?[\d.]+)/g, (_, command: string, x: string) => {
      return `${command}${Math.round((Number(x) + dx) * 1000) / 1000}`;
    });
  }
  return d;
}

const paths = new Map<string, string>();
function cachedPath(from: number, to: number): string {
  const key = `${from}-${to}`;
  let d = paths.get(key);
  if (d === undefined) {
    d = starsPath(from, to);
    paths.set(key, d);
  }
  return d;
}

/**
 * A rating as stars filled in the VIP colour (docs/design.md#controls), and as text for screen
 * readers ("4 ud af 5 stjerner"): the drawn stars are decoration. One drawing of two paths (the
 * filled stars and the rest), not one icon per star: the admin's list shows fifty ratings, and each
 * element is work for the browser and for React taking the page over (docs/performance.md).
 */
export function Stars({ rating, max, size = "md", lang = "da" }: Props) {
  const spoken = SPOKEN[lang];
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  const width = max * STEP - (STEP - 24);
  // Sized by attributes (16 or 20 px tall, as wide as the stars): no inline style, which the
  // page's CSP and html-validate refuse.
  const height = size === "sm" ? 16 : 20;
  return (
    <span className="flex">
      <span className="sr-only">{spoken(rating, max)}</span>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} 24`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        height={height}
        width={Math.round((height * width) / 24)}
      >
        {filled > 0 ? <path d={cachedPath(0, filled)} className="fill-vip text-vip" /> : null}
        {filled < max ? <path d={cachedPath(filled, max)} className="text-muted" /> : null}
      </svg>
    </span>
  );
}
