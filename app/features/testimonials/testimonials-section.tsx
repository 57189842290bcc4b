import Star from "lucide-react/icons/star";
import { Suspense } from "react";
import { Await } from "react-router";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { testimonialsCopy as copy } from "~/content/testimonials";
import { formatRating } from "~/lib/format";
import { LIMITS } from "./limits";
import type { PublicTestimonial, PublicTestimonials } from "./schema";

const EMPTY: PublicTestimonials = { testimonials: [], average: 0, count: 0 };

/**
 * The home page's testimonials (spec §2 Home): a skeleton until the loader's promise settles,
 * then up to 6 cards and the average over all active testimonials. A rejected promise shows the
 * empty state with average 0; the server has already logged the error.
 */
export function TestimonialsSection({
  testimonials,
}: {
  testimonials: Promise<PublicTestimonials>;
}) {
  return (
    <Section labelledBy="anmeldelser" className="bg-surface/40">
      <SectionHeading id="anmeldelser" eyebrow={copy.eyebrow} title={copy.heading} />
      <Suspense fallback={<TestimonialsSkeleton />}>
        <Await resolve={testimonials} errorElement={<TestimonialsBody data={EMPTY} />}>
          {(data) => <TestimonialsBody data={data} />}
        </Await>
      </Suspense>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{copy.note}</p>
    </Section>
  );
}

function TestimonialsBody({ data }: { data: PublicTestimonials }) {
  return (
    <div data-testid="testimonials">
      <p className="mt-4 flex items-center gap-2 text-lg">
        <Star aria-hidden="true" className="size-6 fill-vip text-vip" />
        <span>
          <strong className="font-display text-2xl" data-testid="testimonials-average">
            {formatRating(data.average)}
          </strong>{" "}
          ud af {LIMITS.ratingMax} ·{" "}
          {data.count === 1 ? "1 anmeldelse" : `${data.count} anmeldelser`}
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
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
      <Stars rating={testimonial.rating} />
      <blockquote className="leading-relaxed">{testimonial.comment}</blockquote>
    </li>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1">
      <span className="sr-only">
        {rating} ud af {LIMITS.ratingMax} stjerner
      </span>
      {Array.from({ length: LIMITS.ratingMax }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
          key={index}
          aria-hidden="true"
          className={index < rating ? "size-5 fill-vip text-vip" : "size-5 text-muted"}
        />
      ))}
    </p>
  );
}

function TestimonialsSkeleton() {
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
