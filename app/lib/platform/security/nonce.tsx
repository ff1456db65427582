import { createContext, type ReactNode, useContext } from 'react'

// A preview's CSP nonce, provided by entry.server.tsx; undefined on every other page (their inline
// scripts are allowed by hash, ADR 20) and in the browser, where nonces are hidden from the DOM.
const NonceContext = createContext<string | undefined>(undefined)

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export const useNonce = () => useContext(NonceContext)
