import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { InlineStyles } from "#app/lib/inline-styles.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import {
  contentSecurityPolicy,
  createNonce,
  nonceSource,
} from "#app/platform/security-headers.server.ts";
import stylesheet from "./public.css?inline";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Every inline script React Router renders carries this response's nonce. Vite's dev server
  // injects scripts of its own, so the policy is only sent by production builds.
  const nonce = createNonce();
  if (import.meta.env.PROD) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy([nonceSource(nonce)]));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode's build) get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <InlineStyles value={stylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStyles>,
      {
        nonce,
        // A boundary that is complete when the shell is sent goes out in its place. React's
        // default (12.8 KB) sends a larger one after the body, hidden, and shows it in a batch
        // up to 300 ms after the first paint: the admin's list arrived at once and appeared
        // late, and stayed unclickable meanwhile (docs/performance.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error(errorFields(error), "rendering failed");
        },
      },
    );
  });
}
