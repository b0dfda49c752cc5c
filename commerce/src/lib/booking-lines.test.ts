import { describe, expect, it } from "vitest"
import { linesMatchHolds, type CheckedLine, type HoldExpectation } from "./booking-lines"

const hold: HoldExpectation = {
  hold_id: "hold_a",
  slot_id: "slot_1",
  seats: 3,
  travellers: { adult: 2, child: 1 },
  extras: null,
  lines: [
    { variant_id: "v-adult", quantity: 2 },
    { variant_id: "v-child", quantity: 1 },
  ],
}
const line = (
  variant_id: string,
  quantity: number,
  metadata: Record<string, unknown> = { hold_id: "hold_a", slot_id: "slot_1" },
): CheckedLine => ({
  id: `l-${variant_id}-${quantity}`,
  variant_id,
  quantity,
  metadata,
  booking_variant: variant_id.startsWith("v-"),
})
const genuine = [line("v-adult", 2), line("v-child", 1)]

describe("linesMatchHolds", () => {
  it("accepts exactly the lines a hold's request resolves to, in any order, beside other products", () => {
    expect(linesMatchHolds(genuine, [hold])).toBe(true)
    expect(linesMatchHolds([...genuine].reverse(), [hold])).toBe(true)
    expect(linesMatchHolds([...genuine, line("gift-card", 1, {})], [hold])).toBe(true)
  })

  it("refuses tickets the hold does not back", () => {
    expect(linesMatchHolds([line("v-adult", 12), line("v-child", 1)], [hold])).toBe(false)
    expect(linesMatchHolds([...genuine, line("v-adult", 10)], [hold])).toBe(false)
    expect(
      linesMatchHolds(
        [...genuine, line("v-adult", 10, { hold_id: "hold_a", slot_id: "slot_1" })],
        [hold],
      ),
    ).toBe(false)
    expect(
      linesMatchHolds(
        [...genuine, line("v-car", 3, { hold_id: "hold_a", slot_id: "slot_1" })],
        [hold],
      ),
    ).toBe(false)
  })

  it("refuses booking lines without a hold, of another hold or slot, and holds missing their lines", () => {
    expect(linesMatchHolds([...genuine, line("v-adult", 1, {})], [hold])).toBe(false)
    expect(
      linesMatchHolds(
        [line("v-adult", 2, { hold_id: "hold_b", slot_id: "slot_1" }), line("v-child", 1)],
        [hold],
      ),
    ).toBe(false)
    expect(
      linesMatchHolds(
        [line("v-adult", 2, { hold_id: "hold_a", slot_id: "slot_9" }), line("v-child", 1)],
        [hold],
      ),
    ).toBe(false)
    expect(linesMatchHolds([line("v-adult", 2)], [hold])).toBe(false)
    expect(linesMatchHolds([], [hold])).toBe(false)
    expect(
      linesMatchHolds([line("x", 1, { hold_id: "hold_a", slot_id: "slot_1" }), ...genuine], [hold]),
    ).toBe(false)
  })
})
