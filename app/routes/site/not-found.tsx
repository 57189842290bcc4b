import { data } from "react-router";
import { NotFoundMessage } from "#app/components/layout/not-found-message.tsx";
import { errorPages } from "#app/content/error-pages.ts";
import { langOf } from "#app/content/language.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

/** Mounted at `*` and `en/*`: the title in the address's language. */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: errorPages[langOf(location.pathname)].notFoundTitle },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24">
      <NotFoundMessage />
    </section>
  );
}
