import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { drawFavicon } from "./favicon.ts";

it("app/images/favicon.png is favicon.svg drawn at 32 px (npm run favicon after changing it)", async () => {
  const committed = readFileSync(resolve(import.meta.dirname, "../app/images/favicon.png"));
  const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString("base64");
  expect(await sharp(committed).metadata()).toMatchObject({ width: 32, height: 32 });
  expect(await pixels(committed)).toBe(await pixels(await drawFavicon()));
});
