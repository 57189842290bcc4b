import { useId } from "react";
import { Link } from "react-router";
import { usePagePaths, useSite } from "#app/lib/site.ts";

/**
 * The center's mark (the drawing of `app/images/favicon.svg`; `logo.test.ts` keeps the two the same)
 * and name, linking home. The mark is drawn in the page rather than loaded as an image: one
 * request fewer competing with the fonts for a phone's first round trips.
 */
export function Logo() {
  const { siteName } = useSite();
  const gradient = useId();
  const { home } = usePagePaths();
  return (
    <Link to={home} className="flex min-h-11 items-center gap-3 rounded-lg font-display font-bold">
      <svg
        viewBox="0 0 64 64"
        width={36}
        height={36}
        aria-hidden="true"
        focusable="false"
        className="size-9 shrink-0"
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#22d3ee" />
            <stop offset="1" stopColor="#c084fc" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="#0b0b12" />
        <path
          d="M18 24h28a8 8 0 0 1 8 8v4a10 10 0 0 1-17 7l-2-2h-6l-2 2a10 10 0 0 1-17-7v-4a8 8 0 0 1 8-8z"
          fill="none"
          stroke={`url(#${gradient})`}
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M22 30v8M18 34h8" stroke="#22d3ee" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="42" cy="31" r="2.5" fill="#c084fc" />
        <circle cx="46" cy="37" r="2.5" fill="#c084fc" />
      </svg>
      <span className="leading-tight">{siteName}</span>
    </Link>
  );
}
