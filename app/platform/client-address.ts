/**
 * The client address for sign-in rate limiting. The Node server writes it into this header,
 * replacing anything a client sent; better-auth reads only this header.
 */
export const CLIENT_ADDRESS_HEADER = "x-fgc-client-address";

/**
 * With TRUST_PROXY the address the proxy saw is the last entry of X-Forwarded-For (entries
 * further left come from the client and can be forged); otherwise it is the socket's peer.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string | undefined {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress?.replace(/^::ffff:/, "");
}
