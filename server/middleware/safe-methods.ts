const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that only reads (RFC 9110's safe methods): it writes nothing, so no check of writes applies. */
export const isSafeMethod = (method: string) => safeMethods.has(method);
