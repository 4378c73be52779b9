import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import inlineStyles from './app.css?inline';
import { allowedMethods } from './lib/allowed-methods.server.ts';
import { InlineStylesContext } from './lib/inline-styles.tsx';
import { NonceContext } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 405)
    responseHeaders.set('Allow', allowedMethods(routerContext, new URL(request.url).pathname));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, rendered } = loadContext.get(requestContext);
  // Kept with a shared page, to render its reader's parts from the same data.
  if (rendered) rendered.loaderData = routerContext.staticHandlerContext.loaderData;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={inlineStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Without this the timer keeps the whole render alive for six seconds after each response.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            requestLog().error({ err: error }, `Error while streaming ${new URL(request.url).pathname}`);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  // A method the page does not take (bots post forms to every page) is the request's mistake: one line.
  if (isRouteErrorResponse(error) && error.status === 405) {
    requestLog().warn(`Page ${request.method} ${pathname} answered 405`);
    return;
  }
  requestLog().error({ err: error }, `Unexpected error while rendering ${pathname}`);
};
