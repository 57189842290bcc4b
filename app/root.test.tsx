import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type Props = Parameters<typeof ErrorBoundary>[0];

/** The root error boundary as the router renders it, for a route error response or a crash. */
function render(error: unknown, at = "/"): string {
  const props = { error, params: {} } as unknown as Props;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <ErrorBoundary {...props} />
    </MemoryRouter>,
  );
}

const notFound = { status: 404, statusText: "Not Found", internal: true, data: null };

describe("the root error boundary", () => {
  it("shows a 404 as the not-found page does: 404, the English message, a Danish link home", () => {
    const html = render(notFound);
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Til forsiden<\/a>/);
    expect(html).toContain("data-not-found");
    expect(html).toContain('content="noindex"');
  });

  it("says in Danish that something went wrong otherwise, with the same link home", () => {
    const html = render(new Error("boom"));
    expect(html).toContain("Beklager, der skete en fejl");
    expect(html).not.toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Til forsiden<\/a>/);
  });

  it("answers in English under /en, with the link home to /en", () => {
    const missing = render(notFound, "/en/nothing");
    expect(missing).toContain("<title>404 – Page not found</title>");
    expect(missing).toMatch(/<p class="[^"]*">Oops! Page not found<\/p>/);
    expect(missing).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    const crash = render(new Error("boom"), "/en/services");
    expect(crash).toContain("<title>Something went wrong</title>");
    expect(crash).toContain("Sorry, something went wrong");
    expect(crash).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    expect(crash).not.toContain("Beklager");
  });
});
