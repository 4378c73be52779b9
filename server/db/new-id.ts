import { randomBytes } from 'node:crypto';

/** A new row id: 12 random bytes in base64url, the 16 characters of `idPattern`. */
export const newId = () => randomBytes(12).toString('base64url');
