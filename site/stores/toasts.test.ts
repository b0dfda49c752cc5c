import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { $toasts, TOAST_DURATION_MS, dismissToast, pushToast } from "./toasts"

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id)
    vi.useRealTimers()
  })

  it("shows a toast and closes it by itself after 1000 ms", () => {
    pushToast("Añadido al carrito", "success")
    expect($toasts.get()).toMatchObject([{ message: "Añadido al carrito", tone: "success" }])
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect($toasts.get()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect($toasts.get()).toEqual([])
    expect(TOAST_DURATION_MS).toBe(1000)
  })

  it("closes each toast on its own schedule", () => {
    pushToast("first")
    vi.advanceTimersByTime(600)
    pushToast("second")
    vi.advanceTimersByTime(400)
    expect($toasts.get().map((t) => t.message)).toEqual(["second"])
    vi.advanceTimersByTime(600)
    expect($toasts.get()).toEqual([])
  })

  it("dismisses a toast early and cancels its timer", () => {
    const id = pushToast("bye")
    pushToast("stay")
    dismissToast(id)
    expect($toasts.get().map((t) => t.message)).toEqual(["stay"])
    expect(vi.getTimerCount()).toBe(1)
  })
})
