/**
 * A shared page marks each part that differs per reader with an empty template before and after
 * it; the page cache finds them to fill in one reader's parts (ADR 0039). Markup escapes every
 * attribute and text it renders, so no user's words can forge a marker.
 */
export const slotStartAttribute = 'data-slot';
export const slotEndAttribute = 'data-slot-end';
