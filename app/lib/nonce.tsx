import { createContext, useContext } from 'react';

/** The request's CSP nonce; browsers hide it after parsing, so the client renders with "". */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
