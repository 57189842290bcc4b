import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

describe("client address for rate limiting", () => {
  it("is the socket's peer unless a proxy is trusted", () => {
    expect(clientAddress("1.2.3.4", "::ffff:127.0.0.1", false)).toBe("127.0.0.1");
  });

  it("behind a trusted proxy is the address the proxy added (the last entry)", () => {
    expect(clientAddress("6.6.6.6, 1.2.3.4", "10.0.0.1", true)).toBe("1.2.3.4");
    expect(clientAddress(undefined, "10.0.0.1", true)).toBe("10.0.0.1");
  });
});
