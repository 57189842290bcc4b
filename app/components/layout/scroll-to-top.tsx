import ArrowUp from "lucide-react/icons/arrow-up";
import { frameCopy } from "#app/content/frame.ts";
import { useLang } from "#app/lib/site.ts";

/**
 * What a row of buttons reaching the content's right edge keeps free at its end, so that this
 * button, floating over the screen's bottom right corner (16-24 px from the edges, 48 px wide),
 * never covers one as the row scrolls past: until the screen is wide enough (1360 px) for the
 * content (at most 1200 px) to stop short of it.
 */
export const ROOM_FOR_TOP_BUTTON = "pe-10 min-[1360px]:pe-0";

/**
 * `Til toppen` (docs/pages.md#the-frame-every-page-shares): shown after 300 px of scroll by the
 * page script (`page-script.ts`), which also handles the click.
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      data-scroll-top
      hidden
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-bg shadow-[0_0_24px_rgb(34_211_238/0.35)] transition hover:-translate-y-0.5 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-6 shrink-0" />
      <span className="sr-only">{frameCopy[useLang()].backToTop}</span>
    </button>
  );
}
