import { useEffect, useRef } from "react"
import { prepareCart } from "../../lib/client/cart-actions"
import type { ClientLocale } from "../../lib/client/format"

/**
 * A ref for the picker's box: the traveller's first click or change in it makes the cart, so the
 * add that follows is one request.
 */
export function usePrepareCart(locale: ClientLocale) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = root.current
    if (!box) return
    const events = ["pointerdown", "click", "change"] as const
    const prepare = () => {
      prepareCart(locale)
      events.forEach((name) => box.removeEventListener(name, prepare, true))
    }
    events.forEach((name) => box.addEventListener(name, prepare, true))
    return () => events.forEach((name) => box.removeEventListener(name, prepare, true))
  }, [])
  return root
}
