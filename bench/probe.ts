/** Which of the paths to measure exist yet: the others answer 404 and are skipped. */

export async function statusOf(url: string, acceptEncoding: string): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": acceptEncoding } });
  await response.arrayBuffer();
  return response.status;
}

/** The paths that answer; 404s are added to notFound; any other answer stops the run. */
export async function probe(
  origin: string,
  paths: readonly string[],
  notFound: string[],
  acceptEncoding: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const status = await statusOf(origin + path, acceptEncoding);
    if (status === 404) notFound.push(path);
    else if (status >= 200 && status < 300) found.push(path);
    else throw new Error(`GET ${path} answered ${status}`);
  }
  return found;
}
