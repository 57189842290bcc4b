import { useRevalidator } from "react-router";
import { dismissErrors, toast } from "#app/components/ui/toast.tsx";
import { approvedToast, rejectedToast } from "#app/features/testimonials/row-actions.ts";
import type { RejectReason, Testimonial } from "#app/features/testimonials/schema.ts";
import { errorToast } from "#app/lib/forms/outcome.ts";
import {
  approveTestimonial,
  deleteTestimonial,
  rejectTestimonial,
  restoreTestimonial,
} from "./api.ts";
import type { useTestimonialList } from "./use-testimonial-list.ts";

/**
 * What the list's buttons do to a row: delete (after the in-page confirmation; into the trash,
 * so the toast's `Fortryd` brings it back), approve, reject with a reason. Each says how it went
 * in a toast (docs/pages.md#sign-in-and-the-admins-names) and shows in the list at once.
 */
export function useRowActions(list: ReturnType<typeof useTestimonialList>) {
  /** The navigation's count of waiting reviews comes from the root loader. */
  const { revalidate } = useRevalidator();

  async function remove(testimonial: Testimonial): Promise<boolean> {
    const result = await deleteTestimonial(testimonial.id);
    if (!result.ok) {
      toast(errorToast(result.error));
      void list.reload();
      return false;
    }
    list.removeRow(testimonial.id);
    // A waiting review in the trash no longer counts beside `Admin`.
    if (testimonial.status === "pending") void revalidate();
    return true;
  }

  /** Approve (public from now on) or reject with a reason (never public). */
  async function moderate(testimonial: Testimonial, reason?: RejectReason): Promise<boolean> {
    const result = reason
      ? await rejectTestimonial(testimonial.id, reason)
      : await approveTestimonial(testimonial.id);
    if (!result.ok) {
      toast(errorToast(result.error));
      void list.reload();
      return false;
    }
    dismissErrors();
    toast(reason ? rejectedToast(testimonial.name) : approvedToast(testimonial.name));
    list.showSaved(result.data, false);
    void revalidate();
    return true;
  }

  /** `Fortryd` after a delete: the row comes back from the trash, exactly as it was. */
  async function undoRemove(testimonial: Testimonial): Promise<void> {
    const result = await restoreTestimonial(testimonial.id);
    if (!result.ok) {
      toast(errorToast(result.error));
      return;
    }
    toast({
      title: "Gendannet!",
      description: `Anmeldelsen fra ${testimonial.name} er tilbage.`,
    });
    list.showSaved(result.data, true);
    void revalidate();
  }

  return { remove, moderate, undoRemove };
}
