import { describe, expect, it } from "vitest"
import { linesOfBooking } from "./group"

const line = (id: string, hold_id: string, combo_group?: string) => ({
  id,
  metadata: { hold_id, ...(combo_group ? { combo_group } : {}) },
})

describe("what removing a booking takes with it", () => {
  const items = [
    line("a1", "hold_a"),
    line("b1", "hold_b", "cmbk_1"),
    line("b2", "hold_b", "cmbk_1"),
    line("c1", "hold_c", "cmbk_1"),
    line("d1", "hold_d", "cmbk_2"),
    line("e1", "hold_e", "cmbk_2"),
  ]

  it("takes a single booking's own lines only", () => {
    expect(linesOfBooking(items, "hold_a")).toEqual({
      lineIds: ["a1"],
      holdIds: ["hold_a"],
      comboGroup: null,
    })
  })

  it("takes every line and hold of a combo from any of its parts, and nothing of another combo", () => {
    expect(linesOfBooking(items, "hold_c")).toEqual({
      lineIds: ["b1", "b2", "c1"],
      holdIds: ["hold_c", "hold_b"],
      comboGroup: "cmbk_1",
    })
  })
})
