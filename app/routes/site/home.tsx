import { publicTestimonialsForPage } from "~/features/testimonials/public-cache.server";
import { TestimonialsSection } from "~/features/testimonials/testimonials-section";
import { useSite } from "~/root";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Frederiksberg Gaming Center – e-sport og gaming døgnet rundt" },
  {
    name: "description",
    content: "Gaming center i Frederiksberg med over 100 stationer, åbent 24/7.",
  },
];

/** The testimonials stream in after the page (not awaited): a skeleton shows until they arrive. */
export function loader() {
  return { testimonials: publicTestimonialsForPage() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <section className="mx-auto max-w-5xl px-6 py-24">
        <h1 className="font-display text-display font-bold">{site.siteName}</h1>
        <p className="mt-4 text-muted">Åbent 24/7</p>
      </section>
      <TestimonialsSection testimonials={loaderData.testimonials} />
    </>
  );
}
