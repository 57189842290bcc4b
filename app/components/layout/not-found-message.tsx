import { errorPages } from "#app/content/error-pages.ts";
import { useLang } from "#app/lib/site.ts";

/**
 * The not-found page (docs/pages.md#not-found): `404`, `Oops! Page not found` and a link home in
 * the address's language (on a Danish page the English message is marked `lang="en"`). Shown by
 * the `*` and `en/*` routes and by the root error boundary for a 404; the page script
 * (`page-script.ts`) finds `data-not-found` and logs the missing path.
 */
export function NotFoundMessage() {
  const lang = useLang();
  const copy = errorPages[lang];
  return (
    <div data-not-found className="flex flex-col items-center gap-6 text-center">
      <h1 className="font-display text-8xl font-bold text-primary">404</h1>
      <p lang={lang === "en" ? undefined : "en"} className="text-xl text-muted">
        {copy.notFound}
      </p>
      {/* A plain link: the public pages run no router in the browser. */}
      <a
        href={copy.home}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-bg"
      >
        {copy.backHome}
      </a>
    </div>
  );
}
