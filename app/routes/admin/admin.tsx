import type { Asking } from "#app/components/admin/confirm-notice.tsx";
import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { AdminScreen } from "#app/features/testimonials/admin/admin-screen.tsx";
import { PAGE_SIZE } from "#app/features/testimonials/admin/use-testimonial-list.ts";
import { testimonialAction } from "#app/features/testimonials/admin-action.server.ts";
import { findTestimonial, listAdmin } from "#app/features/testimonials/queries.server.ts";
import {
  ASKING_INTENTS,
  type AskingIntent,
  deleteQuestion,
  REJECT_INTENT,
  rejectQuestion,
} from "#app/features/testimonials/row-actions.ts";
import { testimonialRowPosts } from "#app/features/testimonials/row-posts.server.ts";
import {
  type AdminPage,
  type AdminQuery,
  adminQuery,
  type Testimonial,
} from "#app/features/testimonials/schema.ts";
import {
  askedFor,
  formAction,
  formActionWithRow,
  pageData,
  requireScreen,
} from "#app/platform/admin-page.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/admin";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const EMPTY: AdminPage = {
  testimonials: [],
  next: null,
  counts: { pending: 0, approved: 0, rejected: 0 },
};

/**
 * The first page of the list; `?status=pending` (the notice e-mail's link) opens the queue,
 * `?rediger=ID` opens that row in the form (the list's button before React runs), `?afvis=ID` and
 * `?slet=ID` ask about it first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireScreen(request, ADMIN_SCREENS.testimonials);
  const params = new URL(request.url).searchParams;
  const parsed = adminQuery.safeParse({
    status: params.get("status") || undefined,
    q: params.get("q") || undefined,
  });
  const query: AdminQuery = { ...(parsed.success ? parsed.data : {}), limit: PAGE_SIZE };
  let page = EMPTY;
  let editing: Testimonial | null = null;
  let asking: Asking<AskingIntent> | null = null;
  let loadFailed = false;
  try {
    page = await listAdmin(database().db, query);
    const id = params.get("rediger");
    if (id) editing = await findTestimonial(database().db, id.slice(0, 100));
    const asked = askedFor(params, ASKING_INTENTS);
    const row = asked ? await findTestimonial(database().db, asked.id) : null;
    // Only a review waiting in the queue can be rejected (as its button shows).
    if (asked && row && (asked.intent !== REJECT_INTENT || row.status === "pending")) {
      const question = asked.intent === REJECT_INTENT ? rejectQuestion : deleteQuestion;
      asking = { ...asked, question: question(row.name) };
    }
  } catch (error) {
    log.error(errorFields(error), "admin list failed");
    loadFailed = true;
  }
  const filter = { status: query.status, q: query.q ?? "" };
  const locked = Object.keys(settings().contactFromEnvironment);
  return pageData(request, { page, filter, loadFailed, editing, locked, asking });
}

/**
 * The testimonial form, posted: added, updated, refused or merged (spec §2, product.md §5); or a
 * row's `Godkend`, posted before the page's script ran.
 */
export const action = formActionWithRow(
  formAction(ADMIN_SCREENS.testimonials, testimonialAction),
  testimonialRowPosts,
);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("testimonials");

export default screenPage<Route.ComponentProps>(AdminScreen);
