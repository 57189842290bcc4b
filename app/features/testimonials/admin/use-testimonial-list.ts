import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type {
  AdminPage,
  Testimonial,
  TestimonialStatus,
} from "#app/features/testimonials/schema.ts";
import { errorToast } from "#app/lib/forms/outcome.ts";
import { fetchPage } from "./api.ts";
import type { ListFilter } from "./list-address.ts";

const LOAD_ERROR = errorToast("Kunne ikke hente anmeldelser");

/** One page of the list: a few screens of the 600 px list, light enough to render at once. */
export const PAGE_SIZE = 25;
const MAX_PAGE = 200;

/** How long typing pauses before the search asks the server. */
const SEARCH_DELAY_MS = 250;

/**
 * The admin list (docs/performance.md#the-budgets): one page at a time from the server, filtered by status and
 * searched as the admin types, continued with `Vis flere`. A change made here shows at once and
 * the list is then fetched again. A failed load keeps the rows already shown and says so
 * (a `Fejl` toast). `initialAfter`: the page came continued after a row (`?efter=`, `Vis flere` before
 * React ran); any load from the top of the list leaves that.
 */
export function useTestimonialList(
  initial: AdminPage,
  initialFilter: ListFilter,
  initialAfter: string | null,
  loadFailed: boolean,
) {
  const [rows, setRows] = useState(initial.testimonials);
  const [next, setNext] = useState(initial.next);
  const [after, setAfter] = useState(initialAfter);
  const [counts, setCounts] = useState(initial.counts);
  const [filter, setFilterState] = useState(initialFilter);
  const [loading, setLoading] = useState(false);
  const current = useRef<AbortController | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (loadFailed) toast(LOAD_ERROR);
  }, [loadFailed]);

  /** Loads the first page for `wanted`; a newer load cancels an older one. */
  const load = useCallback(async (wanted: ListFilter) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    try {
      const result = await fetchPage(
        { status: wanted.status, q: wanted.q, limit: PAGE_SIZE },
        controller.signal,
      );
      if (result.ok) {
        setRows(result.data.testimonials);
        setNext(result.data.next);
        setCounts(result.data.counts);
        setAfter(null);
      } else toast(LOAD_ERROR);
    } catch {
      // Cancelled by a newer load.
    } finally {
      if (current.current === controller) setLoading(false);
    }
  }, []);

  const setStatus = useCallback(
    (status: TestimonialStatus | undefined) => {
      setFilterState((previous) => {
        const wanted = { ...previous, status };
        // This load has the typed text too: a search still waiting to run would come after it
        // with the old status.
        clearTimeout(searchTimer.current);
        void load(wanted);
        return wanted;
      });
    },
    [load],
  );

  const setSearch = useCallback(
    (q: string) => {
      setFilterState((previous) => {
        const wanted = { ...previous, q };
        clearTimeout(searchTimer.current);
        searchTimer.current = setTimeout(() => void load(wanted), SEARCH_DELAY_MS);
        return wanted;
      });
    },
    [load],
  );

  const moreLoading = useRef(false);
  const loadMore = useCallback(async () => {
    if (!next || moreLoading.current) return;
    moreLoading.current = true;
    setLoading(true);
    const result = await fetchPage({
      status: filter.status,
      q: filter.q,
      cursor: next,
      limit: PAGE_SIZE,
    });
    moreLoading.current = false;
    setLoading(false);
    if (!result.ok) {
      toast(LOAD_ERROR);
      return;
    }
    setRows((shown) => {
      const known = new Set(shown.map((row) => row.id));
      return [...shown, ...result.data.testimonials.filter((row) => !known.has(row.id))];
    });
    setNext(result.data.next);
    setCounts(result.data.counts);
  }, [next, filter]);

  const shownCount = useRef(rows.length);
  shownCount.current = rows.length;
  const filterNow = useRef(filter);
  filterNow.current = filter;

  /** The first page of the view shown, again (after a failure, or back to the newest rows). */
  const reload = useCallback(() => load(filterNow.current), [load]);

  /**
   * After each change the list is fetched again (spec: "after each change"), as many rows as
   * are shown, so the pages already opened stay open; a failure keeps the rows and says so.
   */
  const refresh = useCallback(async () => {
    const { status, q } = filterNow.current;
    const limit = Math.min(Math.max(shownCount.current, PAGE_SIZE), MAX_PAGE);
    setLoading(true);
    const result = await fetchPage({ status, q, limit });
    setLoading(false);
    if (!result.ok) {
      toast(LOAD_ERROR);
      return;
    }
    setRows(result.data.testimonials);
    setNext(result.data.next);
    setCounts(result.data.counts);
    setAfter(null);
  }, []);

  /** A saved row: replaced where it is, or dropped when it no longer fits the status shown. */
  const showSaved = useCallback(
    (saved: Testimonial, added: boolean) => {
      setRows((shown) => {
        if (added)
          return filter.status && saved.status !== filter.status ? shown : [saved, ...shown];
        if (filter.status && saved.status !== filter.status) {
          return shown.filter((row) => row.id !== saved.id);
        }
        return shown.map((row) => (row.id === saved.id ? saved : row));
      });
      void refresh();
    },
    [filter.status, refresh],
  );

  const removeRow = useCallback(
    (id: string) => {
      setRows((shown) => shown.filter((row) => row.id !== id));
      void refresh();
    },
    [refresh],
  );

  return {
    rows,
    next,
    after,
    counts,
    filter,
    loading,
    setStatus,
    setSearch,
    loadMore,
    showSaved,
    removeRow,
    reload,
  };
}
