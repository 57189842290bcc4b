import { useEffect, useRef } from "react";

/** How far (px) the background drifts at the screen's edge. */
const DRIFT = 16;

/**
 * The neon room behind the hero follows the mouse by a few pixels: transform only, at most once
 * per animation frame, and still under `prefers-reduced-motion` and on touch screens.
 */
export function HeroBackground() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const still =
      window.matchMedia("(prefers-reduced-motion: reduce)").matches ||
      !window.matchMedia("(hover: hover) and (pointer: fine)").matches;
    if (still) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const paint = () => {
      frame = 0;
      if (layer.current) layer.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const onMove = (event: PointerEvent) => {
      x = -((event.clientX / window.innerWidth) * 2 - 1) * DRIFT;
      y = -((event.clientY / window.innerHeight) * 2 - 1) * DRIFT;
      frame ||= requestAnimationFrame(paint);
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    return () => {
      window.removeEventListener("pointermove", onMove);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
      <div
        ref={layer}
        data-testid="hero-background"
        className="absolute -inset-6 bg-[url(/images/neon-room.svg)] bg-cover bg-center transition-transform duration-200 ease-out will-change-transform"
      />
      <div className="absolute inset-0 bg-gradient-to-b from-bg/40 via-bg/60 to-bg" />
    </div>
  );
}
