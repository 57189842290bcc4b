import { formatClock } from "~/lib/format";

/**
 * What the public pages do in the browser, without React: the bar turning solid on scroll, the
 * phone menu, `Til toppen`, the ticking clock, the hero background following the mouse, and the
 * 404 page logging its path. Anonymous visitors get no framework JavaScript at all (see
 * `root.tsx`); this one inline script is all they run.
 *
 * `enhancePage` is serialised with `Function.prototype.toString`, so it must not use anything
 * from outside its own body except its arguments and browser globals. It works through event
 * delegation and looks elements up when it needs them, so it keeps working when React hydrates
 * a page (signed-in staff) and swaps the page's content on navigation.
 */

export type PageScriptOptions = {
  /** The bar turns translucent below this scroll position (px). */
  navScroll: number;
  /** `Til toppen` appears below this scroll position (px). */
  topScroll: number;
  /** How far (px) the hero background drifts at the screen's edge. */
  drift: number;
};

export function enhancePage(options: PageScriptOptions, clock: (at: Date) => string): void {
  const doc = document;
  const find = (selector: string) => doc.querySelector<HTMLElement>(selector);
  const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

  // Scroll-dependent UI, without reading the scroll position: a 1 px mark at each threshold's
  // height, watched by an IntersectionObserver, tells when the page is scrolled past it. The
  // observer answers after the browser's own layout (reading `scrollY` forces one, of the whole
  // page, on the spot), including once at the start for a page restored half-way down.
  const whenScrolledPast = (offset: number, onChange: (past: boolean) => void) => {
    const mark = doc.createElement("div");
    mark.setAttribute("aria-hidden", "true");
    mark.style.cssText = `position:absolute;top:${offset}px;left:0;width:1px;height:1px;pointer-events:none`;
    doc.body.append(mark);
    // Fully in view up to `offset` px of scroll; one pixel more and it is past the top.
    new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) onChange(entry.boundingClientRect.top < 0);
      },
      { threshold: 1 },
    ).observe(mark);
  };
  whenScrolledPast(options.navScroll, (past) =>
    find("[data-site-header]")?.setAttribute("data-scrolled", String(past)),
  );
  whenScrolledPast(options.topScroll, (past) => {
    const top = find("[data-scroll-top]");
    if (top) top.hidden = !past;
  });

  // The phone menu: one toggle, closed by Escape, by following a link, and on coming back.
  const setMenu = (open: boolean) => {
    const toggle = find("[data-menu-toggle]");
    const menu = doc.getElementById(toggle?.getAttribute("aria-controls") ?? "");
    if (!toggle || !menu) return;
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    find("[data-site-header]")?.setAttribute("data-menu-open", String(open));
  };
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest("[data-menu-toggle]");
    if (toggle) setMenu(toggle.getAttribute("aria-expanded") !== "true");
    else if (target?.closest("[data-site-header] nav[id] a")) setMenu(false);
    if (target?.closest("[data-scroll-top]")) {
      scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
    }
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") setMenu(false);
  });
  // Coming back from the back/forward cache; a fresh page starts with the menu closed anyway.
  addEventListener("pageshow", (event) => {
    if (event.persisted) setMenu(false);
  });

  // The clock, on the second: the server's time is replaced by the visitor's own clock.
  const tick = () => {
    const now = new Date();
    const shown = clock(now);
    for (const time of doc.querySelectorAll<HTMLTimeElement>("time[data-clock]")) {
      if (time.textContent !== shown) time.textContent = shown;
      time.dateTime = shown.replaceAll(".", ":");
    }
    setTimeout(tick, 1000 - now.getMilliseconds());
  };
  tick();

  // The hero background follows a mouse by a few pixels; never on touch or with reduced motion.
  if (!reducedMotion() && matchMedia("(hover: hover) and (pointer: fine)").matches) {
    let x = 0;
    let y = 0;
    let moveFrame = 0;
    const paint = () => {
      moveFrame = 0;
      const layer = find("[data-drift]");
      if (layer) layer.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    addEventListener(
      "pointermove",
      (event) => {
        x = -((event.clientX / innerWidth) * 2 - 1) * options.drift;
        y = -((event.clientY / innerHeight) * 2 - 1) * options.drift;
        if (!moveFrame) moveFrame = requestAnimationFrame(paint);
      },
      { passive: true },
    );
  }

  if (find("[data-not-found]")) {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }
}

/** Spec §9: the bar turns translucent after 20 px of scroll, `Til toppen` appears after 300 px. */
export const PAGE_SCRIPT_OPTIONS: PageScriptOptions = { navScroll: 20, topScroll: 300, drift: 16 };

/** The inline script's source: `enhancePage` and the clock's formatter, called once. */
export const PAGE_SCRIPT = `(${enhancePage.toString()})(${JSON.stringify(PAGE_SCRIPT_OPTIONS)},${formatClock.toString()});`;
