import Star from "lucide-react/icons/star";
import { Suspense } from "react";
import { Await } from "react-router";
import { ButtonLink, CentredLink } from "#app/components/ui/button-link.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { testimonialsCopy } from "#app/content/testimonials.ts";
import { formatCount, formatRating } from "#app/lib/format.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";
import { LIMITS } from "./limits.ts";
import type { PageTestimonials, ShownTestimonial } from "./schema.ts";

const UNAVAILABLE: PageTestimonials = { testimonials: [], average: 0, count: 0, unavailable: true };

/**
 * The home page's testimonials (docs/pages.md#the-home-page): up to 6 cards and the average over
 * all active testimonials. The loader passes the data itself when it was at hand in time (the usual
 * case: the page is complete in its first bytes), or a promise while the database is slow: then a
 * skeleton shows until it settles. A rejected promise shows the empty state with average 0; the
 * server has already logged the error. With no approved testimonials at all, the block asks for the
 * first one instead.
 */
export function TestimonialsSection({
  testimonials,
}: {
  testimonials: PageTestimonials | Promise<PageTestimonials>;
}) {
  const copy = testimonialsCopy[useLang()];
  const section = { id: "anmeldelser", eyebrow: copy.eyebrow, title: copy.heading };
  return (
    <TitledSection section={section} className="bg-surface/40">
      {testimonials instanceof Promise ? (
        <Suspense fallback={<TestimonialsSkeleton />}>
          <Await resolve={testimonials} errorElement={<TestimonialsBody data={UNAVAILABLE} />}>
            {(data) => <TestimonialsBody data={data} />}
          </Await>
        </Suspense>
      ) : (
        <TestimonialsBody data={testimonials} />
      )}
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{copy.note}</p>
    </TitledSection>
  );
}

function TestimonialsBody({ data }: { data: PageTestimonials }) {
  const lang = useLang();
  const copy = testimonialsCopy[lang];
  const paths = usePagePaths();
  if (data.count === 0 && !data.unavailable) return <FirstTestimonial />;
  return (
    <div data-testid="testimonials">
      <p className="mt-4 flex items-center gap-2 text-lg">
        <Star aria-hidden="true" className="size-6 fill-vip text-vip" />
        <span>
          <strong className="font-display text-2xl" data-testid="testimonials-average">
            {formatRating(data.average, lang)}
          </strong>{" "}
          {copy.outOf(LIMITS.ratingMax)} · {copy.count(data.count, formatCount(data.count, lang))}
        </span>
      </p>
      {data.testimonials.length === 0 ? (
        <p className="mt-8 text-muted">{copy.empty}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
      )}
      <CentredLink to={paths.submitTestimonial} className="mt-8">
        {copy.write}
      </CentredLink>
    </div>
  );
}

function FirstTestimonial() {
  const copy = testimonialsCopy[useLang()];
  const paths = usePagePaths();
  return (
    <div
      data-testid="testimonials"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed border-border p-8 text-center"
    >
      <Star aria-hidden="true" className="size-8 text-vip" />
      <p className="font-display text-xl font-semibold">{copy.first}</p>
      <p className="text-muted">{copy.firstText}</p>
      <ButtonLink to={paths.submitTestimonial}>{copy.write}</ButtonLink>
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: ShownTestimonial }) {
  // A quote in the other language than the page's is read out in its own (docs/pages.md#english).
  const pageLang = useLang();
  const lang = testimonial.lang === pageLang ? undefined : testimonial.lang;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
      <Stars rating={testimonial.rating} max={LIMITS.ratingMax} lang={pageLang} />
      <blockquote lang={lang} className="leading-relaxed">
        {testimonial.comment}
      </blockquote>
    </li>
  );
}

function TestimonialsSkeleton() {
  const copy = testimonialsCopy[useLang()];
  return (
    <div role="status" aria-busy="true" data-testid="testimonials-skeleton">
      <span className="sr-only">{copy.loading}</span>
      <div aria-hidden="true" className="mt-4 h-8 w-48 rounded bg-surface" />
      <ul aria-hidden="true" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((key) => (
          <li
            key={key}
            className="h-40 animate-pulse rounded-2xl border border-border bg-surface motion-reduce:animate-none"
          />
        ))}
      </ul>
    </div>
  );
}
