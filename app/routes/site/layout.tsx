import { Outlet } from "react-router";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

export default function SiteLayout() {
  return (
    <>
      <a
        href="#indhold"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-3 font-semibold text-bg focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        Spring til indhold
      </a>
      <SiteHeader />
      <main id="indhold" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
