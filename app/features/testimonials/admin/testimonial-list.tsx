import LoaderCircle from "lucide-react/icons/loader-circle";
import type { Ref } from "react";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import { TestimonialItem } from "./testimonial-item.tsx";

type Props = {
  testimonials: Testimonial[];
  loading: boolean;
  editingId: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
};

/** Every testimonial, newest first, in a container that scrolls beyond 600 px. */
export function TestimonialList({
  testimonials,
  loading,
  editingId,
  headingRef,
  onEdit,
  onDelete,
}: Props) {
  return (
    <section
      aria-labelledby="list-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2
          id="list-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-h3 font-bold"
        >
          Alle anmeldelser{" "}
          <span className="text-base font-normal text-muted">({testimonials.length})</span>
        </h2>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
          {loading ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              Indlæser...
            </>
          ) : null}
        </p>
      </div>
      <div
        data-testid="testimonial-scroll"
        className="relative mt-4 max-h-[600px] overflow-y-auto overscroll-contain rounded-xl pr-1"
      >
        {testimonials.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
            {loading
              ? "Indlæser..."
              : "Der er ingen anmeldelser endnu. Tilføj den første med formularen."}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {testimonials.map((testimonial) => (
              <TestimonialItem
                key={testimonial.id}
                testimonial={testimonial}
                editing={testimonial.id === editingId}
                onEdit={() => onEdit(testimonial)}
                onDelete={() => onDelete(testimonial)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
