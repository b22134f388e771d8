import { createContext, useContext } from "react";

// The per-request Content-Security-Policy nonce, provided by entry.server. Browsers hide nonce
// attributes from the DOM, so the client renders an empty one.
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
