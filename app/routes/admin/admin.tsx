import { data } from "react-router";
import { PageToasts } from "#app/components/forms/flash-toast.tsx";
import { AdminScreen } from "#app/features/testimonials/admin/admin-screen.tsx";
import { PAGE_SIZE } from "#app/features/testimonials/admin/use-testimonial-list.ts";
import { testimonialAction } from "#app/features/testimonials/admin-action.server.ts";
import { findTestimonial, listAdmin } from "#app/features/testimonials/queries.server.ts";
import {
  type AdminPage,
  type AdminQuery,
  adminQuery,
  type Testimonial,
} from "#app/features/testimonials/schema.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { postOrOffline, revalidateAfterSave } from "#app/lib/forms/outcome.ts";
import { adminMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { answerForm, takeToast } from "#app/platform/form-post.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/admin";

const EMPTY: AdminPage = {
  testimonials: [],
  next: null,
  counts: { pending: 0, approved: 0, rejected: 0 },
};

/**
 * The first page of the list; `?status=pending` (the notice e-mail's link) opens the queue,
 * `?rediger=ID` opens that row in the form (the list's button before React runs).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const parsed = adminQuery.safeParse({
    status: params.get("status") || undefined,
    q: params.get("q") || undefined,
  });
  const query: AdminQuery = { ...(parsed.success ? parsed.data : {}), limit: PAGE_SIZE };
  let page = EMPTY;
  let editing: Testimonial | null = null;
  let loadFailed = false;
  try {
    page = await listAdmin(database().db, query);
    const id = params.get("rediger");
    if (id) editing = await findTestimonial(database().db, id.slice(0, 100));
  } catch (error) {
    log.error(errorFields(error), "admin list failed");
    loadFailed = true;
  }
  const filter = { status: query.status, q: query.q ?? "" };
  const { toast, headers } = takeToast(request);
  const locked = Object.keys(settings().contactFromEnvironment);
  return data(
    { page, filter, loadFailed, editing, toast, locked },
    { headers: { ...NO_STORE_HEADERS, ...headers } },
  );
}

/** The testimonial form, posted: added, updated, refused or merged (spec §2, product.md §5). */
export async function action({ request }: Route.ActionArgs) {
  return answerForm(request, "/admin", async () => {
    return testimonialAction(request, await requireStaff(request));
  });
}

export const clientAction = postOrOffline;

export const shouldRevalidate = revalidateAfterSave;

/** Runs React in the browser (see `RouteHandle` in lib/site.ts). */
export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("anmeldelser");

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminScreen
        initial={loaderData.page}
        filter={loaderData.filter}
        loadFailed={loaderData.loadFailed}
        editing={loaderData.editing}
        outcome={actionData}
        locked={loaderData.locked}
      />
      <PageToasts toast={loaderData.toast} />
    </>
  );
}
