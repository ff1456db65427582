import { createContext, useContext, type ReactNode } from 'react'

// The request's CSP nonce, provided by entry.server.tsx. In the browser it is empty: browsers
// hide nonce values from the DOM, and scripts added after hydration load through 'strict-dynamic'.
const NonceContext = createContext<string>('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export const useNonce = () => useContext(NonceContext)
