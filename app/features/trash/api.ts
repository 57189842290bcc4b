import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import { GONE_TEXT } from "./row-actions.ts";
import type { TrashItem } from "./trash.server.ts";

/** The trash screen's call to the API once React runs it: `Slet for altid` (docs/api.md). */

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Du er ikke logget ind længere. Log ind igen.",
  403: "Du har ikke adgang til papirkurven.",
  404: GONE_TEXT,
};

export function purgeItem(item: Pick<TrashItem, "type" | "id">): Promise<ApiResult<null>> {
  const at = `/api/admin/trash/${item.type}/${encodeURIComponent(item.id)}`;
  return callApi(at, { method: "DELETE" }, FALLBACK_MESSAGES);
}
