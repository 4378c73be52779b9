import type { RouterContextProvider } from 'react-router';
import type { SharedPage } from './page-cache.ts';
import type { Part } from './page-slots.ts';
import { requestContext } from './request-context.ts';

/**
 * The one interface between a page with parts of the reader's own and the page cache (ADR 0039,
 * ADR 0067): the route says so in its `handle` (a `ReaderPartsHandle`), and its loader offers the function that renders
 * those parts. Both sides import this module; nothing reaches into the build's modules.
 */
export type ReaderPartsHandle = { readerParts: true };

/** Whether a route module's `handle` is a `ReaderPartsHandle`. */
export const hasReaderParts = (handle: unknown): handle is ReaderPartsHandle =>
  typeof handle === 'object' && handle !== null && 'readerParts' in handle && handle.readerParts === true;

export type ReaderPartsArgs = { request: Request; context: Readonly<RouterContextProvider>; page: SharedPage };

/** A signed-in reader's parts of a shared page, rendered from its loader data; null renders the page whole. */
export type ReaderParts = (args: ReaderPartsArgs) => Promise<Part[] | null>;

/** Called by the loader of a page whose route has a `ReaderPartsHandle`: the page cache keeps `parts` with the page. */
export function offerReaderParts(context: Readonly<RouterContextProvider>, parts: ReaderParts) {
  const { rendered } = context.get(requestContext);
  if (rendered) rendered.readerParts = parts;
}
