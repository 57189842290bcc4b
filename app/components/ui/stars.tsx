import Star from "lucide-react/icons/star";

/** Filled stars in the VIP colour, with the rating also given as text for screen readers. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p className="flex gap-0.5 text-vip">
      <span className="sr-only">
        {rating} ud af {max} stjerner
      </span>
      {Array.from({ length: max }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
          key={index}
          aria-hidden="true"
          className={`size-5 ${index < rating ? "fill-current" : "opacity-30"}`}
        />
      ))}
    </p>
  );
}
