import { formatClock } from "#app/lib/format.ts";

/**
 * What the public pages do in the browser, without React: the bar turning solid on scroll, the
 * phone menu's extras (it works without them), the language switch keeping the `#anchor`, `Til toppen`, the ticking clock, the hero background following the mouse, a
 * tournament's bracket following its results live, and the 404 page logging its path. Anonymous visitors get no framework JavaScript at all (see
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

function enhancePage(
  options: PageScriptOptions,
  clock: (at: Date, separator?: string) => string,
): void {
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

  // The phone menu is a <details>: it opens and closes without this script, and the browser
  // tells assistive technology whether it is expanded. The script adds what it cannot do alone:
  // `aria-expanded` on the toggle kept in step (for tools that read the attribute), Escape to
  // close it with focus back on the toggle, and closing it when one of its links is followed
  // (signed-in staff's pages keep the header through React's navigations) or when the page
  // comes back from the back/forward cache.
  const menu = () => doc.querySelector<HTMLDetailsElement>("details[data-menu]");
  const showMenuState = () => {
    const details = menu();
    details?.querySelector("summary")?.setAttribute("aria-expanded", String(details.open));
  };
  const closeMenu = () => {
    const details = menu();
    if (details?.open) details.open = false;
  };
  showMenuState();
  // `toggle` does not bubble: listened for on its way down.
  doc.addEventListener("toggle", (event) => event.target === menu() && showMenuState(), true);
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("details[data-menu] nav a")) closeMenu();
    // The language switch leads to the same place on the twin page (docs/pages.md#english).
    const twin = target?.closest("a[data-lang-switch]");
    if (twin instanceof HTMLAnchorElement && location.hash) twin.hash = location.hash;
    if (target?.closest("[data-scroll-top]")) {
      scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
    }
  });
  doc.addEventListener("keydown", (event) => {
    const details = menu();
    if (event.key !== "Escape" || !details?.open) return;
    const focusInside = details.contains(doc.activeElement);
    closeMenu();
    if (focusInside) details.querySelector("summary")?.focus();
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) closeMenu();
  });

  // The clock, on the second: the server's time is replaced by the visitor's own clock.
  const tick = () => {
    const now = new Date();
    const shown = clock(now, doc.documentElement.lang === "en" ? ":" : ".");
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

  // The later parts of a long page are not laid out while it loads (`data-deferred-layout`,
  // app.css): each stands in with an estimated height until it comes near the viewport, and
  // then grows or shrinks. A visitor who jumps far down (the End key, the scrollbar, a
  // restored position) would have the page move under them as the parts above the target
  // took their real heights. Once the page has loaded, each part is laid out in turn, one per
  // idle moment, so that no frame does much work; a busy page still gets the next one within
  // a fifth of a second, so that the real heights stand before long.
  const idle = (task: () => void) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(task, { timeout: 200 })
      : setTimeout(task, 16);
  /** A task for the first idle moment after the page has loaded and painted. */
  const afterLoad = (task: () => void) => {
    if (doc.readyState === "complete") idle(task);
    else addEventListener("load", () => idle(task), { once: true });
  };
  /**
   * A task for the first idle moment once the page has loaded and its first content is on the
   * screen (the `paint` timing entry), or only loaded where the browser does not report paints.
   */
  const afterPaint = (task: () => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterLoad(task);
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      afterLoad(task);
    }).observe({ type: "paint", buffered: true });
  };
  const layOutNext = () => {
    const next = find("[data-deferred-layout]");
    if (!next) return;
    next.removeAttribute("data-deferred-layout");
    idle(layOutNext);
  };
  // Arriving at a part of the page (`/services#vip`), all of it is laid out at once: the browser
  // holds that part in view while the page loads, and not after, when the parts above it would
  // take their real heights and push it away.
  let target: HTMLElement | null = null;
  try {
    target =
      location.hash.length > 1
        ? doc.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null;
  } catch {
    // A malformed `#%`: no part to arrive at.
  }
  if (target)
    for (const part of doc.querySelectorAll("[data-deferred-layout]"))
      part.removeAttribute("data-deferred-layout");
  else afterLoad(layOutNext);

  // The live bracket (docs/pages.md, "The live bracket"): the section marked `data-live` follows
  // its stream of server-sent events, which says which saving of the bracket is current (its
  // tag) at once and at every change. When it differs from the one shown, the page is fetched
  // again and the section replaced by the fresh one, parsed as an inert document (nothing in it
  // runs, no markup is written as a string). A copy kept by a proxy may be a moment old: when
  // it is not the saving announced, the page is asked for with that tag in its query, which no
  // cache holds from before. Not on pages React hydrates (signed-in staff): React owns their
  // nodes, and a reload shows the change there. The stream opens once the page has loaded and
  // its first content is on the screen: it is not needed to show the page, and its first message says the current tag, so
  // a change saved in between is not missed.
  const live = find("[data-live]");
  const hydrated = "__reactRouterContext" in window;
  if (live?.dataset.live && !hydrated && "EventSource" in window) {
    let shown = live.dataset.liveTag ?? "";
    let wanted = shown;
    let busy = false;
    const fresh = async (query: string) => {
      // Revalidated as any public page (max-age=0, an ETag): a 304 while the copy is current.
      const response = await fetch(location.pathname + query);
      if (!response.ok) return undefined;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      return page.querySelector<HTMLElement>("[data-live]") ?? undefined;
    };
    const follow = async () => {
      if (busy) return;
      busy = true;
      try {
        while (wanted !== shown) {
          const tag = wanted;
          let next = await fresh("");
          if (next?.dataset.liveTag !== tag) next = await fresh(`?live=${encodeURIComponent(tag)}`);
          const current = find("[data-live]");
          if (next && current) current.replaceWith(doc.adoptNode(next));
          shown = tag;
        }
      } catch {
        // Offline for a moment: the next change, or the stream's reconnection, tries again.
      } finally {
        busy = false;
      }
    };
    const source = live.dataset.live;
    afterPaint(() =>
      new EventSource(source).addEventListener("message", (event) => {
        wanted = event.data;
        void follow();
      }),
    );
  }

  if (find("[data-not-found]")) {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }
}

/**
 * The bar (docs/pages.md#the-frame-every-page-shares) turns translucent after 20 px of scroll,
 * `Til toppen` appears after 300 px.
 */
const PAGE_SCRIPT_OPTIONS: PageScriptOptions = { navScroll: 20, topScroll: 300, drift: 16 };

/** The inline script's source: `enhancePage` and the clock's formatter, called once. */
export const PAGE_SCRIPT = `(${enhancePage.toString()})(${JSON.stringify(PAGE_SCRIPT_OPTIONS)},${formatClock.toString()});`;
