import { Link } from "react-router";

/**
 * The not-found page (docs/pages.md#not-found): `404`, the English `Oops! Page not found`, and a
 * link home in Danish. Shown by the `*` route and by the root error boundary for a 404; the page
 * script (`page-script.ts`) finds `data-not-found` and logs the missing path.
 */
export function NotFoundMessage() {
  return (
    <div data-not-found className="flex flex-col items-center gap-6 text-center">
      <h1 className="font-display text-8xl font-bold text-primary">404</h1>
      <p lang="en" className="text-xl text-muted">
        Oops! Page not found
      </p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-bg"
      >
        Til forsiden
      </Link>
    </div>
  );
}
