import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import type { Presentation } from "../seed/product-presentation"
import type { ReviewSpec } from "../seed/reviews"
import type { ExperienceSpec } from "../seed/types"
import { isoDate, productInput } from "../seed/write-catalogue"

/**
 * The bench's bulk seed (bench:site --experiences N, never the product's seed
 * path): the rows Medusa's createProductsWorkflow, the product-sales-channel
 * and experience-product links, the booking module and the review module
 * write for an experience, written with one INSERT … SELECT per table and
 * chunk. The store API reads them as it reads seeded ones
 * (integration-tests/http/bulk-catalogue.spec.ts compares the two). No
 * events are emitted: nothing subscribes to a bench's catalogue.
 */

type Row = Record<string, unknown>
type Knex = {
  raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: Row[] }>
  transaction: <T>(run: (trx: Knex) => Promise<T>) => Promise<T>
}

/** Experiences per transaction. */
const CHUNK = 1000

const id = (prefix: string) => generateEntityId(undefined, prefix)
const list = (items: unknown[]) => ({ items })

/** One INSERT of `rows` (all with the same keys) into `table`: columns left out take their defaults. */
async function insert(db: Knex, table: string, rows: Row[]) {
  if (!rows.length) return
  const columns = Object.keys(rows[0])
    .map((c) => `"${c}"`)
    .join(", ")
  await db.raw(
    `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::"${table}", ?::jsonb)`,
    [JSON.stringify(rows)],
  )
}

/** The rows of one experience, as the seed's workflow, links and module calls write them. */
function rowsOf(
  spec: ExperienceSpec,
  { salesChannelId, presentation }: { salesChannelId: string; presentation?: Presentation },
) {
  const input = productInput(spec, salesChannelId)
  const productId = id("prod")
  const t: Record<string, Row[]> = {}
  const push = (table: string, row: Row) => (t[table] ??= []).push(row)
  push("product", {
    id: productId,
    title: input.title,
    handle: input.handle,
    status: input.status,
    metadata: input.metadata,
    thumbnail: presentation?.thumbnail ?? null,
    description: presentation?.description ?? null,
  })
  for (const categoryId of presentation?.category_ids ?? []) {
    push("product_category_product", { product_id: productId, product_category_id: categoryId })
  }
  push("product_sales_channel", {
    id: id("prodsc"),
    product_id: productId,
    sales_channel_id: salesChannelId,
  })
  const valueIds = new Map<string, Map<string, string>>()
  for (const option of input.options) {
    const optionId = id("opt")
    const linkId = id("prodopt")
    push("product_option", { id: optionId, title: option.title, is_exclusive: true })
    push("product_product_option", {
      id: linkId,
      product_id: productId,
      product_option_id: optionId,
    })
    const values = new Map<string, string>()
    for (const value of option.values) {
      const valueId = id("optval")
      values.set(value, valueId)
      push("product_option_value", { id: valueId, value, option_id: optionId })
      push("product_product_option_value", {
        id: id("prodoptval"),
        product_product_option_id: linkId,
        product_option_value_id: valueId,
      })
    }
    valueIds.set(option.title, values)
  }
  for (const variant of input.variants) {
    const variantId = id("variant")
    const priceSetId = id("pset")
    push("product_variant", {
      id: variantId,
      title: variant.title,
      sku: variant.sku,
      manage_inventory: variant.manage_inventory,
      allow_backorder: variant.allow_backorder,
      metadata: variant.metadata,
      variant_rank: 0,
      product_id: productId,
    })
    for (const [title, value] of Object.entries(variant.options)) {
      push("product_variant_option", {
        variant_id: variantId,
        option_value_id: valueIds.get(title)!.get(value)!,
      })
    }
    push("price_set", { id: priceSetId })
    push("product_variant_price_set", {
      id: id("pvps"),
      variant_id: variantId,
      price_set_id: priceSetId,
    })
    for (const { currency_code, amount } of variant.prices) {
      push("price", {
        id: id("price"),
        price_set_id: priceSetId,
        currency_code,
        amount,
        raw_amount: { value: String(amount), precision: 20 },
        rules_count: 0,
      })
    }
  }

  const experienceId = id("exp")
  push("experience", {
    id: experienceId,
    product_id: productId,
    handle: spec.handle,
    city: spec.city,
    categories: list(spec.categories),
    duration_minutes: spec.duration_minutes,
    languages: list(spec.languages),
    start_time: spec.start_time,
    end_time: spec.end_time,
    operating_hours: spec.operating_hours,
    minimum_age: spec.minimum_age,
    pickup_included: spec.pickup_included,
    dropoff_included: spec.dropoff_included,
    tour_guide: spec.tour_guide,
    labels: list(spec.labels),
    best_for: list(spec.best_for),
    occasion: list(spec.occasion),
    meeting_point: spec.meeting_point,
    pickup_points: list(spec.pickup_points),
    timezone: spec.timezone,
    cancellation_policy: spec.cancellation_policy,
  })
  push("booking_experience_product_product", {
    id: id("link"),
    experience_id: experienceId,
    product_id: productId,
  })
  spec.options.forEach((o, position) => {
    const optionId = id("opt")
    push("experience_option", {
      id: optionId,
      experience_id: experienceId,
      code: o.code,
      title: o.title,
      pricing_type: o.pricing_type,
      max_travellers_per_item: o.max_travellers_per_item,
      age_bands: list(
        o.age_bands.map(({ band, min_age, max_age, prices }) => ({
          band,
          min_age,
          max_age,
          free: prices.eur === 0,
        })),
      ),
      extras: list(o.extras.map(({ code, title, per }) => ({ code, title, per }))),
      position,
    })
    for (const sc of o.schedules) {
      push("schedule", {
        id: id("sch"),
        option_id: optionId,
        weekdays: list(sc.weekdays),
        start_times: list(sc.start_times),
        duration_minutes: sc.duration_minutes,
        capacity: sc.capacity,
        valid_from: isoDate(0),
        valid_to: null,
      })
    }
  })
  return { productId, tables: t }
}

/** Tables in the order their rows may be written. */
const TABLES = [
  "product",
  "product_category_product",
  "product_sales_channel",
  "product_option",
  "product_product_option",
  "product_option_value",
  "product_product_option_value",
  "product_variant",
  "product_variant_option",
  "price_set",
  "product_variant_price_set",
  "price",
  "experience",
  "booking_experience_product_product",
  "experience_option",
  "schedule",
]

/**
 * Writes the experiences of `specs` whose handle is not a product yet, in
 * chunks of 1,000 (one transaction each), with their slots for `slotDays`
 * days (the booking module's own generation) and, when `reviewsOf` is given,
 * their reviews. `presentation` gives a handle's thumbnail, description and
 * categories (seed/product-presentation.ts's `presentationOf`). The seed's
 * sold-out, closed and low-seat days are left out: pages do not show them.
 */
export async function bulkWriteCatalogue(
  container: MedusaContainer,
  specs: ExperienceSpec[],
  {
    salesChannelId,
    slotDays,
    presentation = new Map(),
    reviewsOf,
  }: {
    salesChannelId: string
    slotDays: number
    presentation?: Map<string, Presentation>
    reviewsOf?: (spec: ExperienceSpec) => ReviewSpec[]
  },
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as unknown as Knex
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const { rows } = await db.raw(
    `SELECT handle FROM product WHERE deleted_at IS NULL AND handle = ANY(?)`,
    [specs.map((s) => s.handle)],
  )
  const existing = new Set(rows.map((r) => r.handle as string))
  const missing = specs.filter((s) => !existing.has(s.handle))
  const started = Date.now()
  let reviews = 0
  for (let i = 0; i < missing.length; i += CHUNK) {
    const chunk = missing.slice(i, i + CHUNK)
    const tables: Record<string, Row[]> = {}
    const reviewRows: Row[] = []
    for (const spec of chunk) {
      const written = rowsOf(spec, {
        salesChannelId,
        presentation: presentation.get(spec.handle),
      })
      for (const [table, tableRows] of Object.entries(written.tables)) {
        for (const row of tableRows) (tables[table] ??= []).push(row)
      }
      for (const review of reviewsOf?.(spec) ?? []) {
        reviewRows.push({ id: id("rev"), ...review, product_id: written.productId })
      }
    }
    await db.transaction(async (trx) => {
      for (const table of TABLES) await insert(trx, table, tables[table] ?? [])
      await insert(trx, "review", reviewRows)
    })
    reviews += reviewRows.length
    if (slotDays > 0) {
      await booking.generateSlots({
        schedule_ids: (tables.schedule ?? []).map((s) => s.id as string),
        from: isoDate(0),
        to: isoDate(slotDays),
      })
    }
    logger.info(
      `Bulk catalogue: ${i + chunk.length}/${missing.length} experiences written (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  }
  if (missing.length) await db.raw(`ANALYZE`)
  return { created: missing.length, skipped: existing.size, reviews }
}
