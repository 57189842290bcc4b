import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { Logo } from "./logo";
import { NavItems } from "./nav-items";

/**
 * The fixed bar. Its state lives in data attributes that the page script (`page-script.ts`)
 * sets: `data-scrolled` past 20 px of scroll (spec §9), `data-menu-open` while the phone menu
 * is open. Until the script runs, the bar is transparent and the menu closed.
 */
export function SiteHeader() {
  return (
    <header
      data-site-header
      data-scrolled="false"
      data-menu-open="false"
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-transparent transition-colors duration-200 data-[menu-open=true]:border-border data-[menu-open=true]:bg-surface/80 data-[menu-open=true]:backdrop-blur-md data-[scrolled=true]:border-border data-[scrolled=true]:bg-surface/80 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-18 max-w-[1200px] items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Hovedmenu" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems />
          </ul>
        </nav>
        <button
          type="button"
          data-menu-toggle
          className="group inline-flex size-11 items-center justify-center rounded-lg border border-border lg:hidden"
          aria-expanded="false"
          aria-controls="mobilmenu"
        >
          <Menu aria-hidden="true" className="size-6 shrink-0 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 shrink-0 group-aria-expanded:block" />
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav
        id="mobilmenu"
        aria-label="Mobilmenu"
        hidden
        className="border-t border-border bg-surface px-4 pb-6 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-3">
          <NavItems />
        </ul>
      </nav>
    </header>
  );
}
