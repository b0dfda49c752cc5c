import { useStore } from "@nanostores/react"
import type { ReadableAtom } from "nanostores"
import { useEffect, useState } from "react"

/**
 * A store's value, but `serverValue` (what the server rendered) until the island has hydrated.
 * Two islands that read one store hydrate at different times (client:idle): the later one finds
 * the store already filled by the first (the session asked, the cart read) and, rendering that,
 * would not match the server's HTML (React error #418 on /cart and /checkout, issue 27).
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? value : serverValue
}
