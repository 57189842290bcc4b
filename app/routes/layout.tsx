import { Outlet } from "react-router";
import { NoticeBanner } from "#app/components/layout/notice-banner.tsx";
import { ScrollToTop } from "#app/components/layout/scroll-to-top.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { frameCopy } from "#app/content/frame.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { useLang } from "#app/lib/site.ts";

/**
 * Every public page (routes without a `headers` of their own: admin and sign-in have theirs)
 * may be kept by shared caches for a moment. The server makes it private for a visitor who is
 * signed in (server/app.ts).
 */
export function headers() {
  return { "Cache-Control": PUBLIC_SHARED };
}

export default function SiteLayout() {
  const copy = frameCopy[useLang()];
  return (
    <>
      <a
        href="#indhold"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-3 font-semibold text-bg focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {copy.skipLink}
      </a>
      <SiteHeader />
      <NoticeBanner />
      <main id="indhold" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
