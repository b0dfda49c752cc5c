/**
 * Keeps the cart in step across the traveller's tabs: a tab that changed the
 * cart (added, changed travellers, removed, a promo code, another currency)
 * says so on a BroadcastChannel, and every other tab showing the cart reads it
 * again. The id and count already follow through storage events (stores/persisted.ts);
 * the cart itself (travellers, prices, total) lives in memory and needs this nudge.
 * A tab never hears its own message, so a read that follows a nudge says nothing.
 */

/** What BroadcastChannel offers that this needs (a stand-in in tests). */
export type ChannelLike = {
  postMessage(message: unknown): void
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void
  removeEventListener(type: "message", listener: (event: { data: unknown }) => void): void
}

export const CART_CHANNEL = "sendero.cart"

type Nudge = { type: "cart-changed"; cartId: string }
const isNudge = (data: unknown): data is Nudge =>
  !!data &&
  typeof data === "object" &&
  (data as Nudge).type === "cart-changed" &&
  typeof (data as Nudge).cartId === "string"

/** The tab's side of the channel: `announce` after a change, `listen` to the other tabs' changes. */
export function cartSync(open: () => ChannelLike | null) {
  let channel: ChannelLike | null | undefined
  const get = () => (channel === undefined ? (channel = open()) : channel)
  return {
    announce(cartId: string | null | undefined) {
      if (cartId) get()?.postMessage({ type: "cart-changed", cartId } satisfies Nudge)
    },
    /** Calls `listener` with the cart id another tab changed; returns the unsubscribe. */
    listen(listener: (cartId: string) => void): () => void {
      const target = get()
      if (!target) return () => {}
      const onMessage = (event: { data: unknown }) => {
        if (isNudge(event.data)) listener(event.data.cartId)
      }
      target.addEventListener("message", onMessage)
      return () => target.removeEventListener("message", onMessage)
    },
  }
}

const tabs = cartSync(() =>
  typeof BroadcastChannel === "function" ? new BroadcastChannel(CART_CHANNEL) : null,
)

/** Tells the other tabs this cart changed. */
export const announceCartChange = tabs.announce

/** Runs `listener` when another tab changed a cart (the id it changed). */
export const onCartChange = tabs.listen
