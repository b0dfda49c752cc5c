import { beforeEach, describe, expect, it } from "vitest"
import { $wishlist, toggleWish, WISHLIST_MAX } from "./wishlist"

describe("the wishlist", () => {
  beforeEach(() => $wishlist.set([]))

  it("adds an experience first and removes it on a second toggle", () => {
    toggleWish("camel-ride")
    toggleWish("dhow-cruise")
    expect($wishlist.get()).toEqual(["dhow-cruise", "camel-ride"])
    toggleWish("camel-ride")
    expect($wishlist.get()).toEqual(["dhow-cruise"])
  })

  it("ignores what is not a handle and keeps at most WISHLIST_MAX", () => {
    toggleWish("<img src=x onerror=alert(1)>")
    toggleWish("../../admin")
    toggleWish("x".repeat(200))
    expect($wishlist.get()).toEqual([])
    for (let i = 0; i < WISHLIST_MAX + 5; i++) toggleWish(`experience-${i}`)
    expect($wishlist.get()).toHaveLength(WISHLIST_MAX)
    expect($wishlist.get()[0]).toBe(`experience-${WISHLIST_MAX + 4}`)
  })
})
