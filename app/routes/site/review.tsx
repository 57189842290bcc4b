import CircleCheck from "lucide-react/icons/circle-check";
import { data, Link, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { reviewPage as copy } from "#app/content/review-page.ts";
import { formStartToken, formTiming } from "#app/features/testimonials/form-timing.server.ts";
import { receiveReview } from "#app/features/testimonials/receive-review.server.ts";
import { ReviewForm, type ReviewValues } from "#app/features/testimonials/review-form.tsx";
import { NO_STORE } from "#app/lib/cache-control.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { numberFromText } from "#app/lib/number-text.ts";
import { assertSameOrigin, readFormBody } from "#app/platform/api.server.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(copy, siteFrom(matches));

const SENT = "sendt";

/** Each view carries its own signed start time, so the page is never kept by a cache. */
export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.has(SENT);
  return data({ started: formStartToken(), sent }, { headers: { "Cache-Control": NO_STORE } });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

/**
 * The form post (product.md §8): saved as pending, then the thanks page (post/redirect/get, so
 * reloading does not send it twice). Errors come back beside their fields with the text kept.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = Object.fromEntries(await readFormBody(request));
  const rating = numberFromText(form.rating ?? "");
  const values: ReviewValues = {
    name: form.name ?? "",
    comment: form.comment ?? "",
    rating: rating ?? 5,
    gaming_type: form.gaming_type ?? "",
  };
  const refused = (status: number, fieldErrors: Record<string, string>) =>
    data({ values, fieldErrors }, { status, headers: { "Cache-Control": NO_STORE } });

  const timing = formTiming(form.started);
  if (timing !== "ok")
    return refused(400, { form: timing === "too-soon" ? copy.tooSoon : copy.expired });
  // The start time is spent with the review it brought: a replay is answered as sent, stores nothing.
  const received = await receiveReview(
    { ...values, rating: rating ?? form.rating, website: form.website },
    request,
    form.started,
  );
  if (received.kind === "invalid") return refused(400, received.fieldErrors);
  if (received.kind === "rate-limited") return refused(429, { form: copy.rateLimited });
  return redirect(`${PAGE_PATHS.review}?${SENT}=1`, 303);
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <section
        aria-labelledby="review-form-heading"
        className="mx-auto grid w-full max-w-[1200px] gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
          {loaderData.sent && !actionData ? (
            <Thanks />
          ) : (
            <>
              <h2 id="review-form-heading" className="mb-6 font-display text-h3 font-bold">
                {copy.formHeading}
              </h2>
              <ReviewForm
                started={loaderData.started}
                values={actionData?.values}
                fieldErrors={actionData?.fieldErrors}
              />
            </>
          )}
        </div>
        <aside
          aria-labelledby="review-how"
          className="self-start rounded-2xl border border-border p-6 sm:p-8"
        >
          <h2 id="review-how" className="font-display text-xl font-semibold">
            {copy.howHeading}
          </h2>
          <ul className="mt-4 flex list-disc flex-col gap-3 pl-5 text-muted">
            {copy.how.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
      </section>
    </>
  );
}

function Thanks() {
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <CircleCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 id="review-form-heading" className="font-display text-h3 font-bold">
        {copy.thanks}
      </h2>
      <p className="text-lg text-muted">{copy.thanksText}</p>
      <Link to={PAGE_PATHS.home} className={buttonClass({ variant: "secondary" })}>
        {copy.backHome}
      </Link>
    </div>
  );
}
