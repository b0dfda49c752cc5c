import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("astro:env/client", () => ({ PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test" }))

const { $wishlist, $wishlistAccount } = await import("../../stores/wishlist")
const { refreshWishlist, toggleWishEverywhere } = await import("./wishlist-account")
const { heldAnswers } = await import("./held-answers")

/**
 * The account's wishlist as the API keeps it: each request applied when it
 * arrives, each answer sent back when `release` lets it go (a slow network).
 */
function accountServer(initial: string[]) {
  let list = [...initial]
  const network = heldAnswers()
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { add?: string[]; remove?: string[] }
    list = [...(body.add ?? []).filter((h) => !list.includes(h)), ...list].filter(
      (h) => !body.remove?.includes(h),
    )
    const handles = [...list]
    await network.hold()
    return Response.json({ handles })
  })
  return { fetch, settle: network.settle, list: () => list }
}

describe("the signed-in wishlist", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    $wishlistAccount.set(null)
    $wishlist.set([])
  })

  it("keeps a removal made while the page's refresh is still on its way", async () => {
    const server = accountServer(["camel-ride", "dhow-cruise"])
    vi.stubGlobal("fetch", server.fetch)
    $wishlistAccount.set("cus_01TEST")
    $wishlist.set(["camel-ride", "dhow-cruise"])

    const refreshed = refreshWishlist("en")
    toggleWishEverywhere("camel-ride", "en")
    expect($wishlist.get()).toEqual(["dhow-cruise"])
    await server.settle()
    await refreshed

    // The refresh's answer (still listing the ride) came first and is not shown.
    expect(server.list()).toEqual(["dhow-cruise"])
    expect($wishlist.get()).toEqual(["dhow-cruise"])
    // The requests went in the order they were made: the refresh, then the removal.
    expect(server.fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      {},
      { remove: ["camel-ride"] },
    ])
  })

  it("shows what another device added once the last change here is answered", async () => {
    const server = accountServer(["desert-safari"])
    vi.stubGlobal("fetch", server.fetch)
    $wishlistAccount.set("cus_01TEST")
    $wishlist.set([])

    toggleWishEverywhere("camel-ride", "en")
    toggleWishEverywhere("dhow-cruise", "en")
    expect($wishlist.get()).toEqual(["dhow-cruise", "camel-ride"])
    await server.settle()
    expect($wishlist.get()).toEqual(["dhow-cruise", "camel-ride", "desert-safari"])
  })
})
