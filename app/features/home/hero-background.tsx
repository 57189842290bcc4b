import { illustrations } from "#app/components/site/illustrations.ts";
import { Illustration } from "#app/components/ui/illustration.tsx";

/**
 * The neon room behind the hero. The page script (`components/layout/page-script.ts`) moves the
 * `data-drift` layer a few pixels with the mouse: transform only, at most once per animation
 * frame, and still under `prefers-reduced-motion` and on touch screens. The drawing is part of
 * the page's markup (components/site/illustrations.ts): it costs no request beside the fonts.
 */
export function HeroBackground() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
      <div
        data-drift
        data-testid="hero-background"
        className="absolute -inset-6 transition-transform duration-200 ease-out will-change-transform"
      >
        <Illustration markup={illustrations.neonRoom} fill className="size-full" />
      </div>
      <div className="absolute inset-0 bg-gradient-to-b from-bg/40 via-bg/60 to-bg" />
    </div>
  );
}
