import Megaphone from "lucide-react/icons/megaphone";
import { frameCopy } from "#app/content/frame.ts";
import { fallbackLang } from "#app/content/localize.ts";
import { useContent, useLang } from "#app/lib/site.ts";

/**
 * The notice staff switch on in the admin (closed for an event, new hours), at the top of every
 * public page, in the page's flow under the fixed bar. The hero below keeps its own room for
 * the bar, so the banner takes that room back (`-mb-18`) and sits above the hero's backdrop.
 */
export function NoticeBanner() {
  const { notice } = useContent();
  const lang = useLang();
  if (!notice.active || !notice.text) return null;
  return (
    <aside aria-label={frameCopy[lang].notice} className="relative z-10 -mb-18 pt-18">
      <p className="flex items-start justify-center gap-3 bg-vip px-4 py-3 text-center font-semibold text-bg sm:px-6">
        <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span className="max-w-3xl" lang={fallbackLang(notice, "text")}>
          {notice.text}
        </span>
      </p>
    </aside>
  );
}
