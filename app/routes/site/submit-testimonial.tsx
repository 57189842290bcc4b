import CircleCheck from "lucide-react/icons/circle-check";
import { data, Link, redirect } from "react-router";
import { PublicForm } from "#app/components/forms/public-form.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { type Lang, langOf } from "#app/content/language.ts";
import { PAGES } from "#app/content/public-paths.ts";
import { submitTestimonialPage } from "#app/content/submit-testimonial-page.ts";
import { formStartToken, formTiming } from "#app/features/testimonials/form-timing.server.ts";
import { receiveTestimonial } from "#app/features/testimonials/receive.server.ts";
import type { SubmissionInput } from "#app/features/testimonials/schema.ts";
import { submitTestimonialForms } from "#app/features/testimonials/submit-form-fields.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { readPublicPost } from "#app/lib/forms/public-forms.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";
import { assertSameOrigin, readFormBody } from "#app/platform/api.server.ts";
import type { Route } from "./+types/submit-testimonial";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(submitTestimonialPage[langOf(location.pathname)], siteFrom(matches));

/** The thanks page's query, a word of the page's language (`/en/review?sent=1`). */
const SENT = { da: "sendt", en: "sent" } as const satisfies Record<Lang, string>;

/** Each view carries its own signed start time, so the page is never kept by a cache. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sent = url.searchParams.has(SENT[langOf(url.pathname)]);
  return data({ started: formStartToken(), sent }, { headers: NO_STORE_HEADERS });
}

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

/**
 * The form post (docs/admin.md#reviews-from-guests): saved as pending, then the thanks page
 * (post/redirect/get, so reloading does not send it twice). Errors come back beside their fields
 * with the text kept. The page's language is the review's (`/en/review` stores `lang: "en"`) and
 * the answers'.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const lang = langOf(new URL(request.url).pathname);
  const copy = submitTestimonialPage[lang];
  const form = await readFormBody(request);
  const post = readPublicPost(submitTestimonialForms[lang], form);
  // What was typed comes back with the errors, read by the same description.
  const values = post.draft as Record<string, string>;
  const refused = (status: number, fieldErrors: Record<string, string>) =>
    data({ values, fieldErrors }, { status, headers: NO_STORE_HEADERS });

  const started = form.get("started") ?? undefined;
  const timing = formTiming(started);
  if (timing !== "ok")
    return refused(400, { form: timing === "too-soon" ? copy.tooSoon : copy.expired });
  if (post.kind !== "valid") return refused(400, post.kind === "invalid" ? post.errors : {});
  // The start time is spent with the testimonial it brought: a replay is answered as sent and
  // stores nothing. A filled honeypot is answered as sent too.
  const input = { ...(post.value as SubmissionInput), lang };
  const received = await receiveTestimonial(input, request, started);
  if (received.kind === "rate-limited") return refused(429, { form: copy.rateLimited });
  return redirect(`${PAGES.submitTestimonial[lang]}?${SENT[lang]}=1`, 303);
}

export default function SubmitTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const copy = submitTestimonialPage[lang];
  return (
    <>
      <PageHero page={copy} />
      <section
        aria-labelledby="submit-form-heading"
        className="mx-auto grid w-full max-w-[1200px] gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
          {loaderData.sent && !actionData ? (
            <Thanks />
          ) : (
            <>
              <h2 id="submit-form-heading" className="mb-6 font-display text-h3 font-bold">
                {copy.formHeading}
              </h2>
              <PublicForm
                description={submitTestimonialForms[lang]}
                action={PAGES.submitTestimonial[lang]}
                hidden={{ started: loaderData.started }}
                values={actionData?.values}
                fieldErrors={actionData?.fieldErrors}
                className="flex flex-col gap-6"
              />
            </>
          )}
        </div>
        <aside
          aria-labelledby="submit-how"
          className="self-start rounded-2xl border border-border p-6 sm:p-8"
        >
          <h2 id="submit-how" className="font-display text-xl font-semibold">
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
  const copy = submitTestimonialPage[useLang()];
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <CircleCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 id="submit-form-heading" className="font-display text-h3 font-bold">
        {copy.thanks}
      </h2>
      <p className="text-lg text-muted">{copy.thanksText}</p>
      <Link to={usePagePaths().home} className={buttonClass({ variant: "secondary" })}>
        {copy.backHome}
      </Link>
    </div>
  );
}
