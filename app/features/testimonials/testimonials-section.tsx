import { Section, SectionHeading } from "~/components/ui/section-heading";

/**
 * TEMPORARY frame of the home page's testimonials block (issue 3). The data branch owns this
 * file and replaces it with the real one (live testimonials and the average rating).
 */
export function TestimonialsSection() {
  return (
    <Section labelledBy="anmeldelser" className="bg-surface/40">
      <SectionHeading id="anmeldelser" eyebrow="Anmeldelser" title="Det siger vores gæster" />
      <ul
        aria-busy="true"
        aria-label="Indlæser anmeldelser"
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className="h-44 animate-pulse rounded-2xl border border-border bg-surface motion-reduce:animate-none"
          />
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted">
        Anmeldelserne er indsamlet af personalet fra gæster, der har givet lov til at vi viser dem.
        Vi viser de nyeste og dem, vi fremhæver – aldrig betalte anmeldelser.
      </p>
    </Section>
  );
}
