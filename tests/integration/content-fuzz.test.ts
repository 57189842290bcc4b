import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { SECTION_NAMES, type SectionName, sectionSchemas } from "#app/content/sections.ts";
import { fetchFresh } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { asSent } from "#tests/support/fuzz.ts";
import { useServerWithAdmin } from "#tests/support/server.ts";

/**
 * Arbitrary input at the content and image endpoints (docs/api.md#the-content): never a 500; a save
 * happens exactly when the section's schema takes the value (and the version is the newest);
 * every refusal leaves the whole database as it was.
 */

type Path = (string | number)[];

/** Every place inside a value, the value itself first: where a mutation may land. */
function placesIn(value: unknown, at: Path = []): Path[] {
  const inside =
    value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, child]) =>
          placesIn(child, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [at, ...inside];
}

function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[step as string] = replaced(copy[step as string], rest, next);
  return copy;
}

/** A shipped section with one place changed to any JSON, or a near miss of the right type. */
function mutatedSection(name: SectionName) {
  const value = defaultContent[name];
  const nearMiss = fc.oneof(
    fc.string({ maxLength: 1200 }),
    fc.double({ noNaN: false }),
    fc.integer({ min: -20_000, max: 20_000 }),
    fc.constantFrom("", " ", "javascript:alert(1)", "http://plain.example", "00:60", "-0", null),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc
    .constantFrom(...placesIn(value))
    .chain((path) => nearMiss.map((next) => replaced(value, path, next)));
}

describe("the content API under arbitrary input", () => {
  const { server, admin } = useServerWithAdmin();
  const config = () => ({ dataDir: server().dataDir });

  const current = async (name: SectionName) =>
    ((await (await admin().get(`/api/admin/content/${name}`)).json()) as { version: number })
      .version;

  it("PUT saves exactly what the schema takes, answers 400 otherwise, and a refusal changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...SECTION_NAMES)
          .chain((name) => fc.tuple(fc.constant(name), mutatedSection(name))),
        async ([name, value]) => {
          const version = await current(name);
          const before = await databaseChecksum(config());
          const response = await admin().put(`/api/admin/content/${name}`, { value, version });
          const valid = sectionSchemas[name].safeParse(asSent(value)).success;
          expect([200, 400], JSON.stringify(value).slice(0, 300)).toContain(response.status);
          if (!valid) expect(response.status).toBe(400);
          if (response.status === 200) expect(await current(name)).toBe(version + 1);
          else {
            const { fieldErrors } = (await response.json()) as { fieldErrors: object };
            const keys = Object.keys(fieldErrors);
            expect(keys.every((key) => key === name || key.startsWith(`${name}.`))).toBe(true);
            // A value the schema takes is refused only for pointing at images never uploaded.
            if (valid) expect(keys.every((key) => /\.(image|logo)$/.test(key))).toBe(true);
            expect(await databaseChecksum(config())).toBe(before);
          }
        },
      ),
      {
        numRuns: 150,
        // Seen in CI: a number JSON cannot hold is sent as null, which the schema may take.
        examples: [[["partners", replaced(defaultContent.partners, [4, "logo"], Infinity)]]],
      },
    );
  });

  it("a body or version of any shape is refused with 400 or 409 and changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SECTION_NAMES),
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.jsonValue({ maxDepth: 2 }).map((version) => ({ version })),
        ),
        async (name, body) => {
          const version = await current(name);
          const sent =
            body && typeof body === "object" && "version" in body
              ? { value: defaultContent[name], version: body.version }
              : body;
          if ((sent as { version?: unknown })?.version === version) return;
          const before = await databaseChecksum(config());
          const response = await admin().put(`/api/admin/content/${name}`, sent);
          expect([400, 409]).toContain(response.status);
          expect(await databaseChecksum(config())).toBe(before);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("unknown sections and versions are 404 or 400, never 500, and restore nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 40 })
          .filter((name) => !SECTION_NAMES.includes(name as SectionName))
          // "." and ".." are no names: the URL parser resolves them (even as %2E) before sending.
          .filter((name) => name !== "." && name !== ".."),
        fc.constantFrom(...SECTION_NAMES),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 10_000 }).map(String)),
        async (unknown, name, version) => {
          const before = await databaseChecksum(config());
          const path = encodeURIComponent(unknown);
          expect((await admin().get(`/api/admin/content/${path}`)).status).toBe(404);
          expect(
            (await admin().put(`/api/admin/content/${path}`, { value: {}, version: 1 })).status,
          ).toBe(404);
          const restore = await admin().post(
            `/api/admin/content/${name}/versions/${encodeURIComponent(version)}/restore`,
            { version: 0 },
          );
          // An empty version leaves `…/versions//restore`: a path that only answers GET (405).
          expect([400, 404, 405, 409]).toContain(restore.status);
          const shown = await admin().get(
            `/api/admin/content/${name}/versions/${encodeURIComponent(version)}`,
          );
          expect([200, 404]).toContain(shown.status);
          expect(await databaseChecksum(config())).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the image upload under arbitrary files", () => {
  const { server, admin } = useServerWithAdmin();
  const config = () => ({ dataDir: server().dataDir });

  const upload = (bytes: Uint8Array, type: string) => {
    const body = new FormData();
    body.set("file", new File([new Uint8Array(bytes)], "fil", { type }));
    return fetchFresh(`${server().url}/api/admin/images`, {
      method: "POST",
      body,
      headers: { cookie: admin().cookie, origin: server().url },
    });
  };

  const TYPES = [
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/svg+xml",
    "image/gif",
    "text/plain",
    "application/octet-stream",
    "",
  ];
  const SIGNATURES = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "),
    new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'>"),
    new Uint8Array(),
  ];

  it("bytes that are not a whole image get 400 or 415, never 500, and store nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SIGNATURES),
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom(...TYPES),
        async (signature, rest, type) => {
          const before = await databaseChecksum(config());
          const response = await upload(new Uint8Array([...signature, ...rest]), type);
          expect([400, 415]).toContain(response.status);
          expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
          expect(await databaseChecksum(config())).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a real PNG cut anywhere in its pixels is refused; whole, it is taken", async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 4, background: "#c084fc" },
    })
      .png()
      .toBuffer();
    await fc.assert(
      // Without only its end marker (IEND, the last 12 bytes) every pixel is there: libpng
      // takes it, and so do we.
      fc.asyncProperty(fc.integer({ min: 0, max: png.length - 13 }), async (cut) => {
        const before = await databaseChecksum(config());
        const response = await upload(png.subarray(0, cut), "image/png");
        expect(response.status, `cut at ${cut} of ${png.length}`).toBe(400);
        expect(await databaseChecksum(config())).toBe(before);
      }),
      { numRuns: 40 },
    );
    expect((await upload(png, "image/png")).status).toBe(201);
  });
});
