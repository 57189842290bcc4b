import { expect, it } from "vitest";
import { pageAddress } from "./page-address.ts";

it("is the page's own path and query, without React Router's .data plumbing", () => {
  const at = "http://localhost:3000";
  expect(pageAddress(`${at}/admin/begivenheder?tilmeldinger=abc`)).toBe(
    "/admin/begivenheder?tilmeldinger=abc",
  );
  expect(pageAddress(`${at}/admin/begivenheder.data?tilmeldinger=abc&_routes=routes%2Fx`)).toBe(
    "/admin/begivenheder?tilmeldinger=abc",
  );
  expect(pageAddress(`${at}/_root.data`)).toBe("/");
  expect(pageAddress(`${at}/admin.data?status=pending`)).toBe("/admin?status=pending");
});
