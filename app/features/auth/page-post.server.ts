import { readFormPost } from "#app/platform/api.server.ts";

/** A post to an /auth page: its form, or the status it is refused with. */
type PagePost = { form: URLSearchParams } | { refused: number };

/**
 * The body of a post to one of the /auth pages, read as a browser's form (at most 16 KiB): any
 * other body is refused (415, or 413 when too large) before anything else is read, and the page
 * says so in its own words.
 */
export async function readPagePost(request: Request): Promise<PagePost> {
  try {
    return { form: await readFormPost(request) };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { refused: error.status };
  }
}
