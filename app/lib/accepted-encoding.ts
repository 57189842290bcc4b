/** The first of `offered` that the client accepts (`q=0` refuses), in the order offered. */
export function acceptedEncoding<E extends string>(
  acceptEncoding: string | undefined,
  offered: readonly E[],
): E | undefined {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ""))
    .map(([name]) => name?.trim().toLowerCase() ?? "");
  return offered.find((encoding) => accepted.includes(encoding));
}
