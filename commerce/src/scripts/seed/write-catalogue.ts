import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { BAND_NAMES } from "../../lib/line-names"
import { CURRENCIES, type ExperienceSpec, type OptionSpec, type Prices } from "./types"

/** Experiences per workflow run (SENDERO_SEED_BATCH; bench:site --experiences seeds 500 at a time). */
const BATCH = Number(process.env.SENDERO_SEED_BATCH) || 50

const toPrices = (prices: Prices) =>
  CURRENCIES.map((currency_code) => ({ currency_code, amount: prices[currency_code] }))

/** The Medusa variants that price an option: one per age band, item and extra. */
function variantsOf(spec: ExperienceSpec, option: OptionSpec) {
  const base = { manage_inventory: false, allow_backorder: false }
  const variant = (
    type: string,
    suffix: string,
    metadata: Record<string, unknown>,
    prices: Prices,
  ) => ({
    ...base,
    title: `${option.title.es} · ${type}`,
    sku: `${spec.handle}-${option.code}-${suffix}`,
    options: { Opción: option.title.es, Tipo: type },
    metadata: { option_code: option.code, ...metadata },
    prices: toPrices(prices),
  })
  return [
    ...option.age_bands.map((b) =>
      variant(BAND_NAMES.es[b.band], b.band, { band: b.band }, b.prices),
    ),
    ...(option.item_prices
      ? [variant(BAND_NAMES.es.item, "item", { unit: "item" }, option.item_prices)]
      : []),
    ...option.extras.map((x) =>
      variant(x.title.es, `extra-${x.code}`, { extra: x.code, per: x.per }, x.prices),
    ),
  ]
}

/** What createProductsWorkflow is given for an experience (the bench's bulk seed writes the same rows). */
export function productInput(spec: ExperienceSpec, salesChannelId: string) {
  const variants = spec.options.flatMap((o) => variantsOf(spec, o))
  return {
    title: spec.title,
    handle: spec.handle,
    status: "published" as const,
    sales_channels: [{ id: salesChannelId }],
    options: [
      { title: "Opción", values: spec.options.map((o) => o.title.es) },
      { title: "Tipo", values: [...new Set(variants.map((v) => v.options.Tipo))] },
    ],
    variants,
    // The product's title is Spanish; travellers who book in English read `title_en`.
    metadata: { city: spec.city, timezone: spec.timezone, title_en: spec.title_en },
  }
}

const list = (items: string[]) => ({ items })

/**
 * Creates the experiences of `specs` that do not exist yet: Medusa products
 * with their priced variants, the booking facts, options and schedules, and
 * their slots for `days` days from today (with the specs' sold-out, closed
 * and low-seat days). Existing handles are left untouched.
 */
export async function writeCatalogue(
  container: MedusaContainer,
  specs: ExperienceSpec[],
  { salesChannelId, days }: { salesChannelId: string; days: number },
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const products = container.resolve(Modules.PRODUCT)
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const existing = new Set(
    (
      await products.listProducts(
        { handle: specs.map((s) => s.handle) },
        { select: ["handle"], take: null },
      )
    ).map((p) => p.handle),
  )
  const missing = specs.filter((s) => !existing.has(s.handle))
  let done = 0
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH)
    const { result } = await createProductsWorkflow(container).run({
      input: { products: batch.map((s) => productInput(s, salesChannelId)) },
    })
    const productIdByHandle = new Map(result.map((p) => [p.handle, p.id]))
    const experiences = await booking.createExperiences(
      batch.map((s) => ({
        product_id: productIdByHandle.get(s.handle)!,
        handle: s.handle,
        city: s.city,
        categories: list(s.categories),
        duration_minutes: s.duration_minutes,
        languages: list(s.languages),
        start_time: s.start_time,
        end_time: s.end_time,
        operating_hours: s.operating_hours,
        minimum_age: s.minimum_age,
        pickup_included: s.pickup_included,
        dropoff_included: s.dropoff_included,
        tour_guide: s.tour_guide,
        labels: list(s.labels),
        best_for: list(s.best_for),
        occasion: list(s.occasion),
        meeting_point: s.meeting_point,
        pickup_points: { items: s.pickup_points },
        timezone: s.timezone,
        cancellation_policy: s.cancellation_policy,
      })),
    )
    await container.resolve(ContainerRegistrationKeys.LINK).create(
      experiences.map((e) => ({
        [BOOKING_MODULE]: { experience_id: e.id },
        [Modules.PRODUCT]: { product_id: e.product_id },
      })),
    )
    const experienceIdByHandle = new Map(experiences.map((e) => [e.handle, e.id]))
    const optionRows = batch.flatMap((s) =>
      s.options.map((o, position) => ({ spec: o, handle: s.handle, position })),
    )
    const options = await booking.createExperienceOptions(
      optionRows.map(({ spec: o, handle, position }) => ({
        experience_id: experienceIdByHandle.get(handle)!,
        code: o.code,
        title: o.title,
        pricing_type: o.pricing_type,
        max_travellers_per_item: o.max_travellers_per_item,
        age_bands: {
          items: o.age_bands.map(({ band, min_age, max_age, prices }) => ({
            band,
            min_age,
            max_age,
            free: prices.eur === 0,
          })),
        },
        extras: { items: o.extras.map(({ code, title, per }) => ({ code, title, per })) },
        position,
      })),
    )
    const schedules = await booking.createSchedules(
      optionRows.flatMap(({ spec: o }, index) =>
        o.schedules.map((sc) => ({
          option_id: options[index].id,
          weekdays: { items: sc.weekdays },
          start_times: { items: sc.start_times },
          duration_minutes: sc.duration_minutes,
          capacity: sc.capacity,
          valid_from: isoDate(0),
          valid_to: null,
        })),
      ),
    )
    await booking.generateSlots({
      schedule_ids: schedules.map((s) => s.id),
      from: isoDate(0),
      to: isoDate(days),
    })
    await applyQuirks(booking, batch, productIdByHandle)
    done += batch.length
    logger.info(`Catalogue: ${done}/${missing.length} experiences created`)
  }
  return { created: missing.length, skipped: existing.size }
}

/** Sold-out days, closed days and nearly full slots that make the demo catalogue realistic. */
async function applyQuirks(
  booking: BookingModuleService,
  specs: ExperienceSpec[],
  productIdByHandle: Map<string, string>,
) {
  for (const spec of specs) {
    const productId = productIdByHandle.get(spec.handle)!
    for (const day of spec.closed_days) {
      await booking.setDateStatus({
        product_id: productId,
        local_date: isoDate(day),
        status: "closed",
      })
    }
    const quirky = [
      ...spec.sold_out_days.map((day) => ({ day, left: 0, all: true })),
      ...spec.low_seat_days.map(({ day, seats_left }) => ({ day, left: seats_left, all: false })),
    ]
    for (const { day, left, all } of quirky) {
      const slots = await booking.listSlots(
        { product_id: productId, local_date: isoDate(day) },
        { order: { starts_at: "ASC" }, take: all ? null : 1 },
      )
      if (slots.length === 0) continue
      // Seats the operator kept for phone and partner sales: fewer are offered
      // here. Capacity, not `booked`, so every booked seat is a booking of an
      // order (the order-level invariant the tests check).
      await booking.updateSlots(
        slots.map((s) => ({ id: s.id, capacity: s.held + s.booked + left })),
      )
    }
  }
}

/** Today plus `days`, as a YYYY-MM-DD date. */
export function isoDate(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
