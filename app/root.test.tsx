import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type Props = Parameters<typeof ErrorBoundary>[0];

/** The root error boundary as the router renders it, for a route error response or a crash. */
function render(error: unknown): string {
  const props = { error, params: {} } as unknown as Props;
  return renderToStaticMarkup(
    <MemoryRouter>
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
});
