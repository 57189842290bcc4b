import { expect, it } from "vitest";
import { acceptedEncoding } from "./accepted-encoding.ts";

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
