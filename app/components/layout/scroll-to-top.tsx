import ArrowUp from "lucide-react/icons/arrow-up";
import { useScrolledPast } from "./use-scrolled-past";

/** Spec §9: the button appears after 300 px of scroll. */
export const SCROLL_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-bg shadow-[0_0_24px_rgb(34_211_238/0.35)] transition hover:-translate-y-0.5 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-6 shrink-0" />
      <span className="sr-only">Til toppen</span>
    </button>
  );
}
