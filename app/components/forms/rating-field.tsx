import Star from "lucide-react/icons/star";

/** How many stars a choice gives, read out for each (unless the form says it in English). */
const danishStars = (count: number) => (count === 1 ? "1 stjerne" : `${count} stjerner`);

/**
 * A rating from `min` to `max` as a row of radio buttons drawn as stars, in a plain form post (it
 * works without JavaScript): app.css (`.star-rating`) colours the choice and those before it.
 * Each button's id is the field's id and its value (`submit-rating-1`), so an error can link to
 * the first.
 */
export function RatingField({
  id,
  name,
  label,
  min,
  max,
  value,
  error,
  choiceText = danishStars,
}: {
  id: string;
  name: string;
  label: string;
  min: number;
  max: number;
  value: number;
  error?: string | undefined;
  choiceText?: ((value: number) => string) | undefined;
}) {
  const choices = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-text">{label}</legend>
      <div className="star-rating mt-1.5 flex gap-1">
        {choices.map((stars) => (
          <label key={stars} className="cursor-pointer rounded-lg p-1.5">
            <input
              type="radio"
              id={ratingControlId(id, stars)}
              name={name}
              value={stars}
              defaultChecked={stars === value}
              className="sr-only"
            />
            <Star aria-hidden="true" className="size-9" />
            <span className="sr-only">{choiceText(stars)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The id of the radio button for `stars`. */
export const ratingControlId = (id: string, stars: number) => `${id}-${stars}`;
