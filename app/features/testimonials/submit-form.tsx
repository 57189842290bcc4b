import Star from "lucide-react/icons/star";
import { buttonClass } from "#app/components/ui/button.ts";
import { TextAreaField, TextField } from "#app/components/ui/fields.tsx";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { submitTestimonialPage as copy } from "#app/content/submit-testimonial-page.ts";
import { DEFAULT_RATING, LIMITS } from "./limits.ts";

/** The fields in page order, with the id of the control an error links to. */
const FIELDS = [
  ["name", "submit-name"],
  ["rating", "submit-rating-1"],
  ["comment", "submit-comment"],
  ["gaming_type", "submit-gaming-type"],
] as const;

/** What the visitor typed, sent back with the errors so nothing has to be written again. */
export type SubmittedValues = {
  name: string;
  comment: string;
  rating: number;
  gaming_type: string;
};

type Props = {
  /** The signed time the page was served (the minimum-time spam check). */
  started: string;
  values?: SubmittedValues | undefined;
  fieldErrors?: Record<string, string> | undefined;
};

/**
 * The visitors' testimonial form: a plain form post the server answers, so it works without
 * JavaScript (the public pages run none). After a refused post the error summary takes the
 * focus by `autofocus`, which browsers honour without a script, and links to each field.
 */
export function SubmitTestimonialForm({ started, values, fieldErrors = {} }: Props) {
  const invalid = Object.keys(fieldErrors);
  const fields = FIELDS.filter(([field]) => fieldErrors[field]);
  return (
    <form method="post" action={PAGE_PATHS.submitTestimonial} className="flex flex-col gap-6">
      {invalid.length > 0 ? (
        <div
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page was just posted; focus on what went wrong is what a person needs next (no script can move it)
          autoFocus
          aria-labelledby="submit-errors"
          className="rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm text-text focus-visible:outline-2 focus-visible:outline-danger"
        >
          <p id="submit-errors" className="font-semibold">
            {fieldErrors.form ?? copy.errorSummary}
          </p>
          {fields.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {fields.map(([field, id]) => (
                <li key={field}>
                  <a href={`#${id}`} className="underline underline-offset-2 hover:text-primary">
                    {fieldErrors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="started" value={started} />
      <TextField
        id="submit-name"
        name="name"
        label={copy.name}
        hint={copy.nameHint}
        error={fieldErrors.name}
        defaultValue={values?.name}
        autoComplete="given-name"
        required
        maxLength={LIMITS.name}
      />
      <StarRating value={values?.rating ?? DEFAULT_RATING} error={fieldErrors.rating} />
      <TextAreaField
        id="submit-comment"
        name="comment"
        label={copy.comment}
        hint={copy.commentHint}
        error={fieldErrors.comment}
        defaultValue={values?.comment}
        required
        rows={6}
        maxLength={LIMITS.comment}
      />
      <TextField
        id="submit-gaming-type"
        name="gaming_type"
        label={`${copy.gamingType} (valgfrit)`}
        hint={copy.gamingTypeHint}
        error={fieldErrors.gaming_type}
        defaultValue={values?.gaming_type}
        maxLength={LIMITS.gamingType}
      />
      {/* The honeypot: people never see it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="submit-website">{copy.honeypot}</label>
        <input id="submit-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <button type="submit" className={buttonClass()}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}

/** Five radio buttons drawn as stars; the CSS in app.css (`.star-rating`) colours the choice. */
function StarRating({ value, error }: { value: number; error?: string | undefined }) {
  return (
    <fieldset aria-describedby={error ? "submit-rating-error" : undefined}>
      <legend className="text-sm font-medium text-text">{copy.rating}</legend>
      <div className="star-rating mt-1.5 flex gap-1">
        {Array.from({ length: LIMITS.ratingMax }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className="cursor-pointer rounded-lg p-1.5">
              <input
                type="radio"
                id={`submit-rating-${stars}`}
                name="rating"
                value={stars}
                defaultChecked={stars === value}
                className="sr-only"
              />
              <Star aria-hidden="true" className="size-9" />
              <span className="sr-only">{copy.stars(stars)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="submit-rating-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
