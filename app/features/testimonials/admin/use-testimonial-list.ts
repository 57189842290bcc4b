import { useCallback, useEffect, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import { fetchTestimonials } from "./api.ts";

const LOAD_ERROR = {
  variant: "destructive",
  title: "Fejl",
  description: "Kunne ikke hente anmeldelser",
} as const;

/**
 * The admin list: the loader's rows on arrival, reloaded from the API after each change. A
 * failed load keeps the rows already shown and says so (spec §8).
 */
export function useTestimonialList(initial: Testimonial[], loadFailed: boolean) {
  const [testimonials, setTestimonials] = useState(initial);
  const [loading, setLoading] = useState(false);

  useEffect(() => setTestimonials(initial), [initial]);

  useEffect(() => {
    if (loadFailed) toast(LOAD_ERROR);
  }, [loadFailed]);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await fetchTestimonials();
    setLoading(false);
    if (result.ok) {
      setTestimonials(result.data);
      return result.data;
    }
    toast(LOAD_ERROR);
    return null;
  }, []);

  return { testimonials, setTestimonials, loading, reload };
}
