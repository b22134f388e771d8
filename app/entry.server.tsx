import { randomBytes } from "node:crypto";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { NonceContext } from "~/app/components/layout/nonce";
import { provideEveryArea } from "~/app/i18n/every-area.server";
import { provideMessages } from "~/app/i18n/i18n";
import { en } from "~/core/messages/en";
import { pt } from "~/core/messages/pt";
import { contentSecurityPolicy } from "~/server/http/security-headers";

// The Node entry (scripts/start.mjs, scripts/dev.mjs) reaches the HTTP layer through this module, so
// the server and the pages share one module graph and one database handle.
export { createHttpApp, endLiveStreams, prepareHttpApp, shutdownHttpApp } from "~/server/http/app.server";

// The server answers in both languages; a browser loads only its own (entry.client).
provideMessages("en", en);
provideMessages("pt", pt);
provideEveryArea();

export const streamTimeout = 5_000;

/**
 * A POST to a page without an action (a bot, a form from an old page) is answered 405 and needs no
 * stack trace in the log; every other error is logged as React Router would.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Parts of a page that load their code later (Suspense boundaries) stay where they are in the
        // HTML: React 19.2 otherwise moves a large finished boundary to the end of the document, in a
        // hidden element that only a script reveals, and a reader without JavaScript would lose it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = lowPriorityModulePreloads();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set(
            "Content-Security-Policy",
            contentSecurityPolicy({ nonce, development: import.meta.env.DEV }),
          );
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

const HEAD_END = "</head>";

/**
 * The document as the browser gets it, from React's stream:
 *
 * - The first paint needs the document and the stylesheet; the page's JavaScript only hydrates what
 *   is already painted. React Router's `<Scripts>` preloads every module the page will run (about
 *   ten files, the framework's 100 KB among them) at the browser's high priority, which on a slow
 *   mobile link shares the bandwidth with the stylesheet and holds the first paint (docs/performance.md;
 *   Lighthouse counts high-priority script requests as render-blocking). They are asked for at low
 *   priority instead: still fetched at once, after the stylesheet. Only the <head> is rewritten.
 * - React writes a render in pieces of a few kilobytes, all in one turn of the event loop; each
 *   piece would cross the web stream, the gzip stream and the socket on its own. What one turn
 *   wrote is passed on as one piece, so a page still streams (a deferred part comes in a later
 *   turn) at a fraction of the per-piece cost (docs/performance.md: a member's page is rendered every time).
 */
function lowPriorityModulePreloads() {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let done = false;
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) {
        pending.push(chunk);
        if (!scheduled) {
          scheduled = true;
          setImmediate(passOn);
        }
        return callback();
      }
      head += decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      done = true;
      const rewritten = head
        .slice(0, end)
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      pending.push(Buffer.from(rewritten + head.slice(end)));
      head = "";
      scheduled = true;
      setImmediate(passOn);
      callback();
    },
    flush(callback) {
      head += decoder.end();
      if (head) pending.push(Buffer.from(head));
      const rest = pending;
      pending = [];
      callback(null, rest.length ? Buffer.concat(rest) : undefined);
    },
  });
  function passOn() {
    scheduled = false;
    if (pending.length === 0 || stream.destroyed) return;
    const piece = Buffer.concat(pending);
    pending = [];
    stream.push(piece);
  }
  return stream;
}
