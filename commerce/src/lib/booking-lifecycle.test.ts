import { describe, expect, it } from "vitest"
import {
  bookingLifecycleState,
  canTake,
  LifecycleRefusal,
  LIFECYCLE_EVENTS,
  LIFECYCLE_STATES,
  transition,
} from "./booking-lifecycle"

describe("the booking lifecycle", () => {
  it("takes a pay-later booking from held to paid to cancelled", () => {
    let state = transition("held", "place_unpaid")
    expect(state).toBe("reserved_unpaid")
    state = transition(state, "capture")
    expect(state).toBe("paid")
    state = transition(state, "refund_part")
    expect(state).toBe("partly_refunded")
    expect(transition(state, "cancel")).toBe("cancelled")
  })

  it("refuses what the machine does not allow: cancelled and checked-in bookings stay put, a paid booking is not captured again", () => {
    expect(() => transition("cancelled", "cancel")).toThrow(LifecycleRefusal)
    expect(() => transition("checked_in", "cancel")).toThrow(LifecycleRefusal)
    expect(() => transition("paid", "capture")).toThrow(LifecycleRefusal)
    expect(() => transition("cancelled", "check_in")).toThrow(LifecycleRefusal)
    expect(() => transition("held", "cancel")).toThrow(LifecycleRefusal)
  })

  it("has no way out of cancelled or no-show", () => {
    for (const event of LIFECYCLE_EVENTS) {
      expect(canTake("cancelled", event)).toBe(false)
      expect(canTake("no_show", event)).toBe(false)
    }
  })

  it("reaches every state from held", () => {
    const seen = new Set<string>(["held"])
    for (let round = 0; round < LIFECYCLE_STATES.length; round++) {
      for (const state of [...seen]) {
        for (const event of LIFECYCLE_EVENTS)
          if (canTake(state as never, event)) seen.add(transition(state as never, event))
      }
    }
    expect([...seen].sort()).toEqual([...LIFECYCLE_STATES].sort())
  })

  it("derives a booking's state from the booking and its order's money", () => {
    const now = new Date("2026-06-01T10:00:00Z")
    const ahead = "2026-06-02T06:00:00Z"
    expect(
      bookingLifecycleState({ status: "confirmed", starts_at: ahead }, { state: "unpaid" }, now),
    ).toBe("reserved_unpaid")
    expect(
      bookingLifecycleState({ status: "confirmed", starts_at: ahead }, { state: "paid" }, now),
    ).toBe("paid")
    expect(
      bookingLifecycleState({ status: "confirmed", starts_at: ahead }, { state: "refunded" }, now),
    ).toBe("partly_refunded")
    expect(
      bookingLifecycleState({ status: "cancelled", starts_at: ahead }, { state: "paid" }, now),
    ).toBe("cancelled")
    expect(
      bookingLifecycleState({ status: "confirmed", starts_at: ahead }, { state: "cancelled" }, now),
    ).toBe("cancelled")
    expect(
      bookingLifecycleState(
        { status: "confirmed", checked_in_at: now, starts_at: "2026-06-01T06:00:00Z" },
        { state: "paid" },
        now,
      ),
    ).toBe("checked_in")
    expect(
      bookingLifecycleState(
        { status: "confirmed", starts_at: "2026-06-01T06:00:00Z" },
        { state: "paid" },
        now,
      ),
    ).toBe("no_show")
  })
})
