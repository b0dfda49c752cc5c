import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  firstChoice,
  itemsFor,
  partyProblem,
  priceBreakdown,
  stepperBounds,
  type DayOption,
} from "./booking-math"

const perPerson: DayOption = {
  id: "opt_1",
  code: "standard",
  title: "Estándar",
  pricing_type: "per_person",
  max_travellers_per_item: null,
  age_bands: [
    { band: "adult", min_age: 18, max_age: 99, price: 37 },
    { band: "child", min_age: 4, max_age: 17, price: 18.5 },
    { band: "infant", min_age: 0, max_age: 3, free: true, price: 0 },
  ],
  item_price: null,
  extras: [
    { code: "photos", title: "Fotos", per: "booking", price: 15 },
    { code: "lunch", title: "Almuerzo", per: "person", price: 9.9 },
  ],
  slots: [],
}
const perItem: DayOption = {
  ...perPerson,
  code: "private-4x4",
  pricing_type: "per_item",
  max_travellers_per_item: 4,
  item_price: 240,
  extras: [],
}

describe("firstChoice", () => {
  const slot = (id: string, seats_left: number) => ({
    id,
    start_time: "09:00",
    starts_at: "2026-12-01T06:00:00.000Z",
    ends_at: "2026-12-01T08:00:00.000Z",
    seats_left,
    cancellation: { type: "free", free_until: null, text: "" },
  })

  it("starts on the first option and slot with a free seat, two adults or fewer when fewer seats are left", () => {
    const full = { ...perPerson, code: "full", slots: [slot("a", 0)] }
    const open = { ...perPerson, slots: [slot("b", 0), slot("c", 1), slot("d", 9)] }
    expect(firstChoice([full, open])).toEqual({
      option: open,
      slotId: "c",
      travellers: { adult: 1 },
    })
    expect(firstChoice([{ ...open, slots: [slot("d", 9)] }]).travellers).toEqual({ adult: 2 })
    expect(firstChoice([{ ...perItem, slots: [slot("e", 3)] }]).travellers).toEqual({ adult: 1 })
  })

  it("keeps the first option, without a slot, when every slot is sold out", () => {
    const full = { ...perPerson, slots: [slot("a", 0)] }
    expect(firstChoice([full])).toEqual({ option: full, slotId: null, travellers: { adult: 1 } })
  })
})

describe("priceBreakdown", () => {
  it("prices bands times counts plus extras, in minor units", () => {
    const { lines, total } = priceBreakdown(perPerson, { adult: 2, child: 1 }, ["photos", "lunch"])
    expect(lines).toEqual([
      { kind: "band", band: "adult", count: 2, unit: 3700, amount: 7400 },
      { kind: "band", band: "child", count: 1, unit: 1850, amount: 1850 },
      { kind: "extra", code: "photos", title: "Fotos", count: 1, unit: 1500, amount: 1500 },
      { kind: "extra", code: "lunch", title: "Almuerzo", count: 3, unit: 990, amount: 2970 },
    ])
    expect(total).toBe(13720)
  })

  it("prices per item, adding an item once the party exceeds one", () => {
    expect(priceBreakdown(perItem, { adult: 4 }, []).total).toBe(24000)
    expect(priceBreakdown(perItem, { adult: 5 }, []).total).toBe(48000)
    expect(itemsFor(perItem, 8)).toBe(2)
    expect(itemsFor(perItem, 9)).toBe(3)
  })

  it("the total is always the sum of its lines and never negative", () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(10), (adult, child, infant) => {
        const { lines, total } = priceBreakdown(perPerson, { adult, child, infant }, ["photos"])
        expect(total).toBe(lines.reduce((s, l) => s + l.amount, 0))
        expect(Number.isInteger(total) && total >= 0).toBe(true)
      }),
    )
  })
})

describe("stepperBounds", () => {
  it("keeps the party within the seats left", () => {
    const bounds = stepperBounds(perPerson, 3, { adult: 2, child: 1 })
    expect(bounds.adult.max).toBe(2)
    expect(bounds.child.max).toBe(1)
    expect(bounds.infant.max).toBe(0)
  })

  it("never lets an infant travel alone", () => {
    expect(stepperBounds(perPerson, 10, { adult: 0 }).infant.max).toBe(0)
    expect(stepperBounds(perPerson, 10, { adult: 1, infant: 1 }).adult.min).toBe(1)
    expect(partyProblem(perPerson, 10, { infant: 1 })).toBe("infant_needs_adult")
    expect(partyProblem(perPerson, 10, { child: 1 })).toBeNull()
  })

  it("per item: up to the items left times travellers per item", () => {
    expect(stepperBounds(perItem, 2, { adult: 1 }).adult.max).toBe(8)
    expect(stepperBounds({ ...perItem, age_bands: [] }, 5, { adult: 2 }).adult.max).toBe(20)
    expect(partyProblem(perItem, 2, { adult: 9 })).toBe("not_enough_seats")
  })

  it("any party the bounds allow is bookable (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.constantFrom("adult", "child", "infant"), { maxLength: 40 }),
        (seats, clicks) => {
          const party: Record<string, number> = { adult: 1 }
          for (const band of clicks) {
            const b = stepperBounds(perPerson, seats, party)[band as "adult"]
            if ((party[band] ?? 0) < b.max) party[band] = (party[band] ?? 0) + 1
          }
          expect(partyProblem(perPerson, seats, party)).toBeNull()
        },
      ),
    )
  })
})
