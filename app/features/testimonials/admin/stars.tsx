import Star from "lucide-react/icons/star";
import { LIMITS } from "../limits";

/** Filled stars in the VIP colour, with the rating as text for screen readers. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`${rating} ud af ${LIMITS.ratingMax} stjerner`}
      className="flex gap-0.5"
    >
      {Array.from({ length: LIMITS.ratingMax }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < rating ? "fill-vip text-vip" : "text-border"}`}
        />
      ))}
    </span>
  );
}
