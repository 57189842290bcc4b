import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { frameCopy } from "#app/content/frame.ts";
import { useLang } from "#app/lib/site.ts";
import { Logo } from "./logo.tsx";
import { NavItems } from "./nav-items.tsx";

/**
 * The fixed bar. The page script (`page-script.ts`) sets `data-scrolled` past 20 px of scroll
 * (docs/pages.md#the-frame-every-page-shares); until it runs, the bar is transparent. In a browser
 * that runs no script at all it is solid throughout (`noscript:`), so that the page scrolled under
 * it stays readable.
 *
 * Below 1024 px the links sit behind `Menu`: a `<details>`, so the menu opens and closes
 * without any JavaScript, and the browser itself tells assistive technology whether it is
 * expanded. The page script only adds to it (`aria-expanded` kept in step, Escape, closing on
 * navigation). While it is open the bar turns solid (`has-open:`), also without JavaScript.
 */
export function SiteHeader() {
  const copy = frameCopy[useLang()];
  return (
    <header
      data-site-header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-transparent transition-colors duration-200 has-open:border-border has-open:bg-surface/80 has-open:backdrop-blur-md data-[scrolled=true]:border-border data-[scrolled=true]:bg-surface/80 data-[scrolled=true]:backdrop-blur-md noscript:border-border noscript:bg-surface/80 noscript:backdrop-blur-md"
    >
      <div className="mx-auto flex h-18 max-w-[1200px] items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={copy.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems />
          </ul>
        </nav>
        <details data-menu className="group lg:hidden">
          {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot open a <details> without script; browsers expose a summary as a button, the role says so to every tool */}
          <summary
            role="button"
            className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg border border-border [&::-webkit-details-marker]:hidden"
          >
            <Menu aria-hidden="true" className="size-6 shrink-0 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 shrink-0 group-open:block" />
            <span className="sr-only">{copy.menu}</span>
          </summary>
          <nav
            aria-label={copy.mobileMenu}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-border bg-surface px-4 pb-6"
          >
            <ul className="flex flex-col gap-1 pt-3">
              <NavItems />
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
