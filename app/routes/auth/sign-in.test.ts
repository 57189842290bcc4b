import { expect, it } from "vitest";
import { meta } from "./sign-in.tsx";

type MetaArgs = Parameters<typeof meta>[0];

it("the sign-in page's title names the center as SITE_NAME does, never a name of its own", () => {
  const site = { siteName: "Testcenter Nord" };
  const args = { matches: [{ id: "root", loaderData: { site } }] } as unknown as MetaArgs;
  expect(meta(args)).toEqual([
    { title: "Log ind – Testcenter Nord" },
    { name: "robots", content: "noindex" },
  ]);
});
