import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Logo } from "./logo";
import { NavItems } from "./nav-items";
import { useScrolledPast } from "./use-scrolled-past";

/** Spec §9: the bar turns translucent after 20 px of scroll. */
export const NAV_SCROLL_THRESHOLD = 20;

export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const { pathname } = useLocation();
  // The menu is open for one path only, so it closes whenever the route changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOn(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const solid = scrolled || open;
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-colors duration-200 ${
        solid ? "border-border bg-surface/80 backdrop-blur-md" : "border-transparent bg-transparent"
      }`}
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
          className="inline-flex size-11 items-center justify-center rounded-lg border border-border lg:hidden"
          aria-expanded={open}
          aria-controls="mobilmenu"
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <X aria-hidden="true" className="size-6 shrink-0" />
          ) : (
            <Menu aria-hidden="true" className="size-6 shrink-0" />
          )}
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav
        id="mobilmenu"
        aria-label="Mobilmenu"
        hidden={!open}
        className="border-t border-border bg-surface px-4 pb-6 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-3">
          <NavItems onNavigate={() => setOpen(false)} />
        </ul>
      </nav>
    </header>
  );
}
