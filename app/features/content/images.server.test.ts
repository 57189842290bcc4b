import type { Sharp, SharpOptions } from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { encodeUpload } from "./images.server.ts";

/**
 * Decodes of the upload's own bytes, counted: every `sharp(bytes)` pipeline that produced
 * pixels (`toBuffer`), as opposed to one that read the header (`metadata`).
 */
const decodes = { of: null as unknown, count: 0 };

vi.mock("sharp", async (importOriginal) => {
  const actual = (await importOriginal<typeof import("sharp")>()).default;
  const counted = (input?: unknown, options?: SharpOptions): Sharp => {
    const image = actual(input as Buffer, options);
    if (input !== decodes.of) return image;
    const toBuffer = image.toBuffer.bind(image) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(image, {
      toBuffer: (...args: unknown[]) => {
        decodes.count += 1;
        return toBuffer(...args);
      },
    });
    return image;
  };
  return { default: Object.assign(counted, actual) };
});

const { default: sharp } = await import("sharp");

/** A PNG of `width` × `height` that compresses to little: one colour and a stripe. */
async function png(width: number, height: number): Promise<Uint8Array> {
  const stripe = await sharp({
    create: { width, height: 8, channels: 3, background: "#22d3ee" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0b1020" } })
    .composite([{ input: stripe, top: Math.floor(height / 2), left: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function upload(bytes: Uint8Array) {
  decodes.of = bytes;
  return encodeUpload("image/png", bytes);
}

describe("encodeUpload", () => {
  beforeEach(() => {
    decodes.count = 0;
  });

  it("decodes an upload once and makes every width and format from those pixels", async () => {
    const bytes = await png(6000, 4000);
    const image = await upload(bytes);
    expect(decodes.count).toBe(1);
    expect(image).toMatchObject({ width: 6000, height: 4000 });
    expect(image.files.map((file) => file.name)).toEqual([
      "320.avif",
      "320.webp",
      "640.avif",
      "640.webp",
      "1280.avif",
      "1280.webp",
    ]);
    for (const file of image.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.width, file.name).toBe(Number.parseInt(file.name, 10));
      expect(meta.height, file.name).toBe(Math.round((meta.width * 4000) / 6000));
    }
  }, 60_000);

  it("refuses a small file of very many pixels from its header, without decoding it", async () => {
    // 49 megapixels in a few hundred kilobytes: the probe's decompression bomb.
    const bytes = await png(7000, 7000);
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const refused = await upload(bytes).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
    expect(await (refused as Response).json()).toEqual({
      error: expect.stringContaining("25 megapixel"),
    });
    expect(decodes.count).toBe(0);
  }, 60_000);

  it("keeps a picture's transparency and a phone photo's orientation", async () => {
    const turned = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await upload(turned);
    expect(decodes.count).toBe(1);
    expect(image).toMatchObject({ width: 300, height: 400 });
    const meta = await sharp(image.files[0]?.body).metadata();
    expect(meta).toMatchObject({ width: 300, height: 400, hasAlpha: true });
  });

  it("refuses bytes that do not decode in full", async () => {
    const bytes = await png(600, 400);
    const cut = bytes.slice(0, Math.floor(bytes.byteLength / 2));
    const refused = await upload(cut).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(400);
  });
});
