import { slotEndAttribute, slotStartAttribute } from '#domain/page-slots.ts';

const startPrefix = `<template ${slotStartAttribute}="`;
const closing = '"></template>';
const endOf = (name: string) => `<template ${slotEndAttribute}="${name}${closing}`;

type Slot = { name: string; from: number; to: number };

/** The slots of rendered HTML in order: each one's name and where its content starts and ends. */
function slotsOf(html: string): Slot[] | null {
  const slots: Slot[] = [];
  for (let at = html.indexOf(startPrefix); at !== -1; at = html.indexOf(startPrefix, at)) {
    const nameEnd = html.indexOf(closing, at + startPrefix.length);
    if (nameEnd === -1) return null;
    const name = html.slice(at + startPrefix.length, nameEnd);
    const from = nameEnd + closing.length;
    const to = html.indexOf(endOf(name), from);
    if (to === -1) return null;
    slots.push({ name, from, to });
    at = to;
  }
  return slots;
}

/**
 * A text cut at each occurrence of another that every response replaces (the CSP nonce), in UTF-8:
 * a response is then copied together from bytes, where building the page as one string cost ten
 * times more (ADR 0039).
 */
const splitAt = (text: string, replaced: string): Buffer[] => text.split(replaced).map((piece) => Buffer.from(piece));

const between = (pieces: Buffer[], replacement: Buffer) =>
  pieces.flatMap((piece, index) => (index ? [replacement, piece] : [piece]));

/** A page cut once at its slots and with `splitAt`: the text around the slots and their names. */
export type SlotLayout = { around: Buffer[][]; names: string[] };

/** The layout of a page's slots (ADR 0039); null when one of them never ends. */
export function slotLayout(page: string, replaced: string): SlotLayout | null {
  const slots = slotsOf(page);
  if (!slots) return null;
  const around: Buffer[][] = [];
  let copied = 0;
  for (const { from, to } of [...slots, { from: page.length, to: page.length }]) {
    around.push(splitAt(page.slice(copied, from), replaced));
    copied = to;
  }
  return { around, names: slots.map((slot) => slot.name) };
}

/** A slot's content of rendered parts, cut out once and kept as bytes. */
export type Part = { name: string; content: Buffer };

/** The slots of rendered parts in order; null when one of them never ends. */
export function partsOf(html: string): Part[] | null {
  return slotsOf(html)?.map(({ name, from, to }) => ({ name, content: Buffer.from(html.slice(from, to)) })) ?? null;
}

/**
 * The page with `replacement` for the replaced text and the content of each of its slots replaced
 * by the content of the same slot in `parts`; a name that occurs several times is filled in order.
 * Null when `parts` lack one of the page's slots: the caller then renders the whole page, so no
 * reader ever gets a part meant for everyone in place of their own.
 */
export function fillSlots(
  { around, names }: SlotLayout,
  parts: Part[],
  replacement: string,
): Buffer<ArrayBuffer> | null {
  const byName = new Map<string, Buffer[]>();
  for (const { name, content } of parts) byName.set(name, [...(byName.get(name) ?? []), content]);
  const replacing = Buffer.from(replacement);
  const pieces: Buffer[] = [];
  for (const [index, segment] of around.entries()) {
    pieces.push(...between(segment, replacing));
    const name = names[index];
    if (name === undefined) break;
    const content = byName.get(name)?.shift();
    if (content === undefined) return null;
    pieces.push(content);
  }
  return Buffer.concat(pieces);
}
