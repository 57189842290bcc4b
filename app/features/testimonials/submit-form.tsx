import Star from "lucide-react/icons/star";
import { PublicForm } from "#app/components/forms/public-form.tsx";
import { errorLinks, PostedField, type PostedFieldSpec } from "#app/components/ui/posted-field.tsx";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { submitTestimonialPage as copy } from "#app/content/submit-testimonial-page.ts";
import { DEFAULT_RATING, LIMITS } from "./limits.ts";

const NAME: PostedFieldSpec = {
  name: "name",
  id: "submit-name",
  label: copy.name,
  hint: copy.nameHint,
  autoComplete: "given-name",
  required: true,
  maxLength: LIMITS.name,
};

const COMMENT: PostedFieldSpec = {
  name: "comment",
  id: "submit-comment",
  label: copy.comment,
  hint: copy.commentHint,
  required: true,
  rows: 6,
  maxLength: LIMITS.comment,
};

const GAMING_TYPE: PostedFieldSpec = {
  name: "gaming_type",
  id: "submit-gaming-type",
  label: `${copy.gamingType} (valgfrit)`,
  hint: copy.gamingTypeHint,
  maxLength: LIMITS.gamingType,
};

/** The fields in page order; an error on the rating links to its first star. */
const FIELDS = errorLinks([NAME, { name: "rating", id: "submit-rating-1" }, COMMENT, GAMING_TYPE]);

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

/** The visitors' testimonial form, in the visitors' form frame (works without JavaScript). */
export function SubmitTestimonialForm({ started, values, fieldErrors = {} }: Props) {
  return (
    <PublicForm
      action={PAGE_PATHS.submitTestimonial}
      idPrefix="submit"
      fields={FIELDS}
      fieldErrors={fieldErrors}
      copy={copy}
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="started" value={started} />
      <PostedField field={NAME} values={values} errors={fieldErrors} />
      <StarRating value={values?.rating ?? DEFAULT_RATING} error={fieldErrors.rating} />
      <PostedField field={COMMENT} values={values} errors={fieldErrors} />
      <PostedField field={GAMING_TYPE} values={values} errors={fieldErrors} />
    </PublicForm>
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
