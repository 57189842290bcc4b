import { z } from "zod";

/**
 * How many rows one page of an admin list's API holds (`?limit=`: the testimonials, the log;
 * docs/api.md): 1 to 200, 50 when not asked, with the messages the API answers with.
 */
export const pageLimit = z.coerce
  .number({ error: "limit skal være et tal" })
  .int("limit skal være et helt tal")
  .min(1, "limit skal være mellem 1 og 200")
  .max(200, "limit skal være mellem 1 og 200")
  .default(50);
