import { describe, expect, it } from "vitest"
import {
  checkPlan,
  dayDate,
  decodePlan,
  encodePlan,
  gaps,
  inOrder,
  resize,
  withoutMultiDay,
  type TripPlan,
} from "./trip-plan"

const ULID = "01JD0000000000000000000000"
const item = (handle: string, start: string, end: string, n = 1) => ({
  handle,
  slot_id: `slot_${ULID.slice(0, 25)}${n}`,
  option_id: `opt_${ULID}`,
  option_title: "Grupo reducido",
  starts_at: start,
  ends_at: end,
})

const plan: TripPlan = {
  city: "dubai",
  start: "2026-12-30",
  days: 2,
  travellers: 2,
  items: [
    [
      item("dhow-cruise", "2026-12-30T16:00:00Z", "2026-12-30T18:00:00Z", 2),
      item("desert-safari", "2026-12-30T06:00:00Z", "2026-12-30T12:00:00Z"),
    ],
    [],
  ],
}

describe("trip plans", () => {
  it("round-trips through a share URL, accents and all", () => {
    const accented = {
      ...plan,
      items: [[{ ...plan.items[0][0], option_title: "Cena en dhow · añejo" }], []],
    }
    expect(decodePlan(encodePlan(accented))).toEqual(accented)
  })

  it("refuses anything a tampered URL could carry", () => {
    const bad: unknown[] = [
      { ...plan, days: 6, items: Array(6).fill([]) },
      { ...plan, days: 2, items: [[]] },
      { ...plan, travellers: 0 },
      { ...plan, travellers: 11 },
      { ...plan, city: "../admin" },
      { ...plan, start: "2026-13-45" },
      { ...plan, items: [[{ ...plan.items[0][0], slot_id: "../../admin/users" }], []] },
      { ...plan, items: [[{ ...plan.items[0][0], handle: "<script>" }], []] },
      { ...plan, items: [[{ ...plan.items[0][0], ends_at: "2026-12-30T15:00:00Z" }], []] },
      { ...plan, items: [Array(5).fill(plan.items[0][0]), []] },
      null,
      "plan",
    ]
    for (const value of bad) expect(checkPlan(value)).toBeNull()
    expect(decodePlan("not base64 at all!")).toBeNull()
    expect(decodePlan(btoa("{broken json"))).toBeNull()
    expect(decodePlan("A".repeat(9000))).toBeNull()
    // Unknown fields are dropped, never carried along.
    const extra = { ...plan, items: [[{ ...plan.items[0][0], html: "<b>x</b>" }], []] }
    expect(JSON.stringify(checkPlan(extra))).not.toContain("html")
  })

  it("never keeps a multi-day tour package on one day, even from a shared link", () => {
    const isPackage = (handle: string) => handle === "dubai-in-three-days"
    const withPackage = {
      ...plan,
      items: [
        [...plan.items[0]],
        [item("dubai-in-three-days", "2026-12-31T07:00:00Z", "2027-01-02T18:00:00Z", 3)],
      ],
    }
    expect(checkPlan(withPackage)).not.toBeNull()
    expect(withoutMultiDay(withPackage, isPackage)).toEqual(plan)
    expect(withoutMultiDay(plan, isPackage)).toBe(plan)
  })

  it("orders a day, measures the gaps between experiences and counts days across months", () => {
    expect(inOrder(plan.items[0]).map((i) => i.handle)).toEqual(["desert-safari", "dhow-cruise"])
    expect(gaps(plan.items[0])).toEqual([240])
    expect(
      gaps([
        item("a", "2026-12-30T10:00:00Z", "2026-12-30T12:00:00Z"),
        item("b", "2026-12-30T11:30:00Z", "2026-12-30T13:00:00Z"),
      ]),
    ).toEqual([-30])
    expect(dayDate("2026-12-30", 2)).toBe("2027-01-01")
    expect(resize(plan, 1).items).toEqual([plan.items[0]])
    expect(resize(plan, 3).items).toEqual([...plan.items, []])
    expect(resize(plan, 99).days).toBe(5)
  })
})
