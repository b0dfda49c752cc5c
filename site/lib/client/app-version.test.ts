import { describe, expect, it } from "vitest"
import { claimReload, isChunkLoadError, isNewBuild, RELOAD_GUARD_MS } from "./app-version"

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe("reload after a failed script", () => {
  it("reloads a path once, then not again within the guard window", () => {
    const storage = memoryStorage()
    expect(claimReload(storage, "/things-to-do-in-dubai", 1_000)).toBe(true)
    expect(claimReload(storage, "/things-to-do-in-dubai", 1_000 + RELOAD_GUARD_MS - 1)).toBe(false)
  })

  it("reloads the same path again once the window has passed", () => {
    const storage = memoryStorage()
    claimReload(storage, "/x", 1_000)
    expect(claimReload(storage, "/x", 1_000 + RELOAD_GUARD_MS)).toBe(true)
  })

  it("guards each path on its own", () => {
    const storage = memoryStorage()
    claimReload(storage, "/a", 1_000)
    expect(claimReload(storage, "/en/a", 1_001)).toBe(true)
  })
})

describe("chunk load errors", () => {
  it("recognises the browsers' messages for a module that failed to load", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_astro/a.js")),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true)
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true)
  })

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe("new build detection", () => {
  it("is a new build when the served id differs from the page's", () => {
    expect(isNewBuild("abc", { build: "def" })).toBe(true)
    expect(isNewBuild("abc", { build: "abc" })).toBe(false)
  })

  it("ignores a body without a build id", () => {
    expect(isNewBuild("abc", null)).toBe(false)
    expect(isNewBuild("abc", { build: "" })).toBe(false)
    expect(isNewBuild("abc", "<html>")).toBe(false)
  })
})
