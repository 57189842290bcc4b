import { request as httpRequest } from "node:http";

/**
 * A form post as a browser without JavaScript sends it: a navigation, answered like a form
 * always was (a redirect after a save, the page again with the errors). fetch() cannot send one:
 * it always says `Sec-Fetch-Mode: cors`, which the server answers with data.
 *
 *   const answer = await documentPost(`${server().url}/admin`, admin.cookie, { name: "Ida" });
 */
export function documentPost(
  url: string,
  cookie: string | undefined,
  fields: Record<string, string> | string,
) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return new Promise<{ status: number; location: string | undefined; text: string }>(
    (done, fail) => {
      const request = httpRequest(url, {
        method: "POST",
        headers: {
          ...(cookie ? { cookie } : {}),
          origin: new URL(url).origin,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "sec-fetch-mode": "navigate",
        },
      });
      request.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          done({ status: response.statusCode ?? 0, location: response.headers.location, text }),
        );
      });
      request.on("error", fail);
      request.end(body);
    },
  );
}
