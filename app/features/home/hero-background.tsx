/**
 * The neon room behind the hero. The page script (`components/layout/page-script.ts`) moves the
 * `data-drift` layer a few pixels with the mouse: transform only, at most once per animation
 * frame, and still under `prefers-reduced-motion` and on touch screens. The picture is an image
 * of low fetch priority rather than a CSS background (which a browser raises to high once it
 * is on screen): it is decoration, and on a phone's connection it must not hold up the fonts
 * and the text.
 */
export function HeroBackground() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
      <div
        data-drift
        data-testid="hero-background"
        className="absolute -inset-6 transition-transform duration-200 ease-out will-change-transform"
      >
        <img
          src="/images/neon-room.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="low"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="absolute inset-0 bg-gradient-to-b from-bg/40 via-bg/60 to-bg" />
    </div>
  );
}
