import Star from "lucide-react/icons/star";

type Props = {
  rating: number;
  /** The top of the scale: how many stars are drawn. */
  max: number;
  /** `sm` beside small text (the admin list), `md` (the default) on its own line. */
  size?: "sm" | "md";
};

/**
 * A rating as stars filled in the VIP colour (design.md), and as text for screen readers
 * ("4 ud af 5 stjerner"): the drawn stars are decoration.
 */
export function Stars({ rating, max, size = "md" }: Props) {
  const star = size === "sm" ? "size-4" : "size-5";
  return (
    <span className="flex gap-0.5">
      <span className="sr-only">
        {rating} ud af {max} stjerner
      </span>
      {Array.from({ length: max }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
          key={index}
          aria-hidden="true"
          className={`${star} ${index < rating ? "fill-vip text-vip" : "text-muted"}`}
        />
      ))}
    </span>
  );
}
