import { afterEach, describe, expect, it, vi } from "vitest"

/** A browser's storage and window events, enough for persistentAtom. */
function fakeBrowser() {
  const data = new Map<string, string>()
  const listeners: Record<string, ((event: object) => void)[]> = {}
  vi.stubGlobal("window", {})
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
    removeItem: (key: string) => data.delete(key),
  })
  vi.stubGlobal("addEventListener", (type: string, listener: (event: object) => void) => {
    ;(listeners[type] ??= []).push(listener)
  })
  const fire = (type: string, event: object) => (listeners[type] ?? []).forEach((l) => l(event))
  return { data, fire }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe("persistentAtom", () => {
  it("takes another tab's value from a storage event", async () => {
    const browser = fakeBrowser()
    const { persistentAtom } = await import("./persisted")
    const count = persistentAtom("count", 0, (raw) => Number(raw))
    browser.data.set("count", "2")
    browser.fire("storage", { key: "count", newValue: "2" })
    expect(count.get()).toBe(2)
  })

  it("reads storage again when the page comes back from the back-forward cache (it hears no storage event there)", async () => {
    const browser = fakeBrowser()
    const { persistentAtom } = await import("./persisted")
    const count = persistentAtom("count", 0, (raw) => Number(raw))
    browser.data.set("count", "3")
    browser.fire("pageshow", { persisted: true })
    expect(count.get()).toBe(3)
    browser.data.delete("count")
    browser.fire("pageshow", { persisted: true })
    expect(count.get()).toBe(0)
  })
})
