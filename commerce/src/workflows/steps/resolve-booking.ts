import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

export const AGE_BANDS = ["adult", "child", "infant"] as const
export type AgeBand = (typeof AGE_BANDS)[number]

/** What a traveller asks for: per age band, or items and travellers for per-item options. */
export type BookingRequestInput = {
  travellers?: Partial<Record<AgeBand, number>>
  items?: number
  extras?: { code: string; quantity?: number }[]
  pickup_point_id?: string | null
}

export type BookingLine = {
  variant_id: string
  quantity: number
  metadata: Record<string, unknown>
}

type Variant = { id: string; metadata?: Record<string, unknown> | null }

/**
 * Checks a booking request against the slot's option and experience and
 * turns it into cart lines (one per age band, item and extra) and a number
 * of seats: travellers for per-person options, items for per-item ones.
 */
export const resolveBookingStep = createStep(
  "resolve-booking",
  async (input: BookingRequestInput & { slot_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [slot] = await booking.listSlots(
      { id: input.slot_id },
      { relations: ["option", "option.experience"], take: 1 },
    )
    if (!slot) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
    const option = slot.option
    const experience = option.experience

    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: products } = await query.graph({
      entity: "product",
      fields: ["id", "status", "variants.id", "variants.metadata"],
      filters: { id: slot.product_id },
    })
    const product = products[0]
    if (!product || product.status !== "published" || experience.status !== "active") {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "experience_unavailable")
    }
    const variants = ((product.variants ?? []) as Variant[]).filter(
      (v) => v?.metadata?.option_code === option.code,
    )
    const variantWhere = (key: string, value: string) => {
      const variant = variants.find((v) => v.metadata?.[key] === value)
      if (!variant) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "experience_unavailable")
      return variant.id
    }
    const common = {
      slot_id: slot.id,
      option_code: option.code,
      starts_at: new Date(slot.starts_at).toISOString(),
      timezone: slot.timezone,
    }

    const lines: BookingLine[] = []
    let seats = 0
    let travellerCount = 0
    let travellers: Record<string, number>
    if (option.pricing_type === "per_item") {
      const items = input.items ?? 0
      const max = option.max_travellers_per_item ?? 1
      travellerCount = AGE_BANDS.reduce((n, band) => n + (input.travellers?.[band] ?? 0), 0)
      if (items < 1) throw new BookingError(MedusaError.Types.INVALID_DATA, "no_travellers")
      if (travellerCount > items * max) {
        throw new BookingError(MedusaError.Types.INVALID_DATA, "too_many_per_item", { max })
      }
      seats = items
      travellers = { items, travellers: travellerCount }
      lines.push({
        variant_id: variantWhere("unit", "item"),
        quantity: items,
        metadata: { ...common, unit: "item", travellers: travellerCount },
      })
    } else {
      const bands = (option.age_bands as { items: { band: AgeBand }[] }).items.map((b) => b.band)
      travellers = {}
      for (const band of AGE_BANDS) {
        const count = input.travellers?.[band] ?? 0
        if (count <= 0) continue
        if (!bands.includes(band)) throw new BookingError(MedusaError.Types.INVALID_DATA, "band_not_offered", { band })
        travellers[band] = count
        seats += count
        lines.push({ variant_id: variantWhere("band", band), quantity: count, metadata: { ...common, band } })
      }
      travellerCount = seats
    }
    if (seats === 0) throw new BookingError(MedusaError.Types.INVALID_DATA, "no_travellers")

    const offered = (option.extras as { items: { code: string; per: "person" | "booking" }[] }).items
    const extras = (input.extras ?? []).map(({ code, quantity }) => {
      const extra = offered.find((x) => x.code === code)
      if (!extra) throw new BookingError(MedusaError.Types.INVALID_DATA, "extra_not_found", { code })
      const count = extra.per === "booking" ? 1 : Math.min(quantity ?? travellerCount, travellerCount)
      lines.push({ variant_id: variantWhere("extra", code), quantity: count, metadata: { ...common, extra: code } })
      return { code, quantity: count }
    })

    const points = (experience.pickup_points as { items: { id: string }[] }).items
    if (input.pickup_point_id && !points.some((p) => p.id === input.pickup_point_id)) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "pickup_point_not_found")
    }
    return new StepResponse({
      lines,
      seats,
      request: {
        travellers,
        extras: extras.length ? { items: extras } : null,
        pickup_point_id: input.pickup_point_id ?? null,
      },
    })
  },
)
