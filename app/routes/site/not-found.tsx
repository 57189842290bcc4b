import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "404 – Siden findes ikke" },
  { name: "robots", content: "noindex" },
];

/** The page script (`page-script.ts`) logs the missing path to the console, as the spec asks. */
export default function NotFound() {
  return (
    <section
      data-not-found
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center"
    >
      <h1 className="font-display text-8xl font-bold text-primary">404</h1>
      <p className="text-xl text-muted">Oops! Page not found</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-bg"
      >
        Return to Home
      </Link>
    </section>
  );
}
