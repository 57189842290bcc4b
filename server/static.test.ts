import { expect, it } from "vitest";
import { acceptedEncoding } from "./static.ts";

const OFFERED = ["br", "gzip"] as const;

it("picks the first offered coding the client accepts, in the order offered", () => {
  expect(acceptedEncoding("gzip, deflate, br, zstd", OFFERED)).toBe("br");
  expect(acceptedEncoding("gzip", OFFERED)).toBe("gzip");
  expect(acceptedEncoding(" GZIP ;q=0.5 , BR", OFFERED)).toBe("br");
  expect(acceptedEncoding("identity", OFFERED)).toBeUndefined();
  expect(acceptedEncoding("", OFFERED)).toBeUndefined();
  expect(acceptedEncoding(undefined, OFFERED)).toBeUndefined();
  expect(acceptedEncoding("br", ["gzip"])).toBeUndefined();
});

it("never picks a coding refused with q=0", () => {
  expect(acceptedEncoding("br;q=0, gzip", OFFERED)).toBe("gzip");
  expect(acceptedEncoding("br; q=0.000, gzip;q=0", OFFERED)).toBeUndefined();
  expect(acceptedEncoding("br;q=0.001", OFFERED)).toBe("br");
});

it("answers the same for a header seen before, also after many different headers", () => {
  expect(acceptedEncoding("gzip, br;q=0", OFFERED)).toBe("gzip");
  for (let n = 0; n < 500; n++) {
    const header = `x-${n}, ${n % 2 ? "br" : "gzip;q=0"}`;
    expect(acceptedEncoding(header, OFFERED)).toBe(n % 2 ? "br" : undefined);
  }
  expect(acceptedEncoding("gzip, br;q=0", OFFERED)).toBe("gzip");
  expect(acceptedEncoding("gzip, br;q=0", ["br"])).toBeUndefined();
});
