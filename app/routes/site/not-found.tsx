import { data } from "react-router";
import { NotFoundMessage } from "#app/components/layout/not-found-message.tsx";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "404 – Siden findes ikke" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24">
      <NotFoundMessage />
    </section>
  );
}
