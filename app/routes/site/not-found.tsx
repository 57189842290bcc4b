import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "404 – Siden findes ikke" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center">
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
