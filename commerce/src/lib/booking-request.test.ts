import { describe, expect, it } from "vitest"
import { resolveBookingRequest } from "./booking-request"

const variants = [
  { id: "v-adult", metadata: { option_code: "shared", band: "adult" } },
  { id: "v-child", metadata: { option_code: "shared", band: "child" } },
  { id: "v-dinner", metadata: { option_code: "shared", extra: "dinner" } },
  { id: "v-photos", metadata: { option_code: "shared", extra: "photos" } },
  { id: "v-car", metadata: { option_code: "private", unit: "item" } },
]

const context = (pricing: "per_person" | "per_item" = "per_person") => ({
  slot: {
    id: "slot_1",
    product_id: "prod_1",
    option_code: pricing === "per_item" ? "private" : "shared",
    starts_at: new Date("2026-12-01T12:30:00Z"),
    timezone: "Asia/Riyadh",
  },
  option: {
    code: pricing === "per_item" ? "private" : "shared",
    pricing_type: pricing,
    max_travellers_per_item: pricing === "per_item" ? 6 : null,
    age_bands: { items: pricing === "per_item" ? [] : [{ band: "adult" }, { band: "child" }] },
    extras: {
      items: [
        { code: "dinner", per: "person" as const },
        { code: "photos", per: "booking" as const },
      ],
    },
  },
  experience: { status: "active", pickup_points: { items: [{ id: "hotel" }] } },
  productPublished: true,
  variants,
})

describe("resolveBookingRequest", () => {
  it("makes one line per age band and extra, with seats for every traveller", () => {
    const result = resolveBookingRequest(context(), {
      travellers: { adult: 2, child: 1 },
      extras: [{ code: "dinner" }, { code: "photos", quantity: 5 }],
      pickup_point_id: "hotel",
    })
    expect(result.seats).toBe(3)
    expect(result.lines.map((l) => [l.variant_id, l.quantity])).toEqual([
      ["v-adult", 2],
      ["v-child", 1],
      ["v-dinner", 3],
      ["v-photos", 1],
    ])
    expect(result.request).toEqual({
      travellers: { adult: 2, child: 1 },
      extras: {
        items: [
          { code: "dinner", quantity: 3 },
          { code: "photos", quantity: 1 },
        ],
      },
      pickup_point_id: "hotel",
    })
  })

  it("gives every line the slot's local date and time (the cart, checkout and account print them)", () => {
    const lines = [
      ...resolveBookingRequest(context(), {
        travellers: { adult: 2, child: 1 },
        extras: [{ code: "dinner" }, { code: "photos" }],
      }).lines,
      ...resolveBookingRequest(context("per_item"), { items: 1, travellers: { adult: 2 } }).lines,
    ]
    expect(lines).toHaveLength(5)
    for (const line of lines) {
      expect(line.metadata).toMatchObject({
        starts_at: "2026-12-01T12:30:00.000Z",
        timezone: "Asia/Riyadh",
        local_date: "2026-12-01",
        start_time: "15:30",
      })
    }
  })

  it("counts items as seats for per-item options and caps travellers per item", () => {
    const ok = resolveBookingRequest(context("per_item"), {
      items: 2,
      travellers: { adult: 9, child: 3 },
    })
    expect(ok.seats).toBe(2)
    expect(ok.lines).toEqual([expect.objectContaining({ variant_id: "v-car", quantity: 2 })])
    expect(() =>
      resolveBookingRequest(context("per_item"), { items: 1, travellers: { adult: 7 } }),
    ).toThrow(expect.objectContaining({ code: "too_many_per_item", params: { max: 6 } }))
  })

  it("refuses an extra listed twice (it would be two lines, billed twice), naming it", () => {
    for (const extras of [
      [{ code: "photos" }, { code: "photos" }],
      [{ code: "dinner", quantity: 1 }, { code: "photos" }, { code: "dinner" }],
    ]) {
      expect(() => resolveBookingRequest(context(), { travellers: { adult: 2 }, extras })).toThrow(
        expect.objectContaining({ code: "extra_repeated", params: { code: extras[0].code } }),
      )
    }
  })

  it("refuses what the option does not offer and an experience that cannot be sold", () => {
    expect(() => resolveBookingRequest(context(), { travellers: { infant: 1 } })).toThrow(
      expect.objectContaining({ code: "band_not_offered" }),
    )
    expect(() =>
      resolveBookingRequest(context(), { travellers: { adult: 1 }, extras: [{ code: "spa" }] }),
    ).toThrow(expect.objectContaining({ code: "extra_not_found" }))
    expect(() =>
      resolveBookingRequest(context(), { travellers: { adult: 1 }, pickup_point_id: "airport" }),
    ).toThrow(expect.objectContaining({ code: "pickup_point_not_found" }))
    expect(() => resolveBookingRequest(context(), { travellers: { adult: 0 } })).toThrow(
      expect.objectContaining({ code: "no_travellers" }),
    )
    expect(() =>
      resolveBookingRequest(
        { ...context(), productPublished: false },
        { travellers: { adult: 1 } },
      ),
    ).toThrow(
      expect.objectContaining({
        code: "experience_unavailable",
        message: "Actividad no disponible",
      }),
    )
  })

  it("books an infant only with an adult, and never free travellers alone", () => {
    const withInfants = context()
    withInfants.option.age_bands.items = [
      { band: "adult" },
      { band: "child" },
      { band: "infant", free: true } as never,
    ]
    const infantVariant = { id: "v-infant", metadata: { option_code: "shared", band: "infant" } }
    const ctx = { ...withInfants, variants: [...variants, infantVariant] }
    expect(() => resolveBookingRequest(ctx, { travellers: { infant: 2 } })).toThrow(
      expect.objectContaining({
        code: "infant_needs_adult",
        message: "Un bebé solo puede reservar acompañado de al menos un adulto.",
      }),
    )
    expect(() => resolveBookingRequest(ctx, { travellers: { child: 1, infant: 1 } })).toThrow(
      expect.objectContaining({ code: "infant_needs_adult" }),
    )
    expect(resolveBookingRequest(ctx, { travellers: { adult: 1, infant: 1 } }).seats).toBe(2)
    const freeChildren = {
      ...ctx,
      option: {
        ...ctx.option,
        age_bands: { items: [{ band: "adult" }, { band: "child", free: true }] },
      },
    }
    expect(() => resolveBookingRequest(freeChildren, { travellers: { child: 3 } })).toThrow(
      expect.objectContaining({ code: "paying_traveller_required" }),
    )
  })
})
