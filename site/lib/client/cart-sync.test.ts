import { afterEach, describe, expect, it, vi } from "vitest"
import { CART_CHANNEL, cartSync, type ChannelLike } from "./cart-sync"

const opened: BroadcastChannel[] = []
const channel = () => {
  const c = new BroadcastChannel(CART_CHANNEL)
  opened.push(c)
  return c as unknown as ChannelLike
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  for (const c of opened.splice(0)) c.close()
})

describe("cart across tabs", () => {
  it("a change in one tab reaches the other tab, with the cart's id", async () => {
    const first = cartSync(channel)
    const second = cartSync(channel)
    const heard = vi.fn()
    second.listen(heard)
    first.announce("cart_01ABC")
    await settle()
    expect(heard).toHaveBeenCalledWith("cart_01ABC")
  })

  it("a tab does not hear its own change (no read-announce loop)", async () => {
    const tab = cartSync(channel)
    const heard = vi.fn()
    tab.listen(heard)
    tab.announce("cart_01ABC")
    await settle()
    expect(heard).not.toHaveBeenCalled()
  })

  it("stops listening when asked, ignores other messages and announces nothing without a cart", async () => {
    const first = cartSync(channel)
    const second = cartSync(channel)
    const heard = vi.fn()
    const stop = second.listen(heard)
    first.announce(null)
    channel().postMessage({ type: "something-else" })
    await settle()
    expect(heard).not.toHaveBeenCalled()
    stop()
    first.announce("cart_01ABC")
    await settle()
    expect(heard).not.toHaveBeenCalled()
  })

  it("without BroadcastChannel the page still works (nothing to hear)", () => {
    const tab = cartSync(() => null)
    expect(() => tab.announce("cart_01ABC")).not.toThrow()
    expect(tab.listen(() => {})).toBeTypeOf("function")
  })
})
