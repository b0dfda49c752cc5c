import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../lib/booking-error"
import { amountOf } from "../../../../lib/money"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"
import { PRODUCT_PRICE_FACT_FIELDS } from "../../../../lib/query-config/products"

type Variant = {
  id: string
  metadata?: Record<string, unknown> | null
  prices?: { amount: unknown; currency_code: string }[] | null
}

const pricesOf = (variant: Variant | undefined) =>
  Object.fromEntries((variant?.prices ?? []).map((p) => [p.currency_code, amountOf(p.amount)]))

/**
 * What an operator needs to know about a product that is an experience:
 * city, time zone, duration, times, cancellation policy, and each option
 * with its age bands (or item) and extras and their prices per currency.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [experience] = await booking.listExperiences(
    { product_id: req.params.product_id },
    { relations: ["options"], take: 1 },
  )
  if (!experience)
    throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.experience_not_found")
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_PRICE_FACT_FIELDS,
    filters: { id: experience.product_id },
  })
  const variants = ((data[0] as { variants?: Variant[] } | undefined)?.variants ?? []) as Variant[]
  const variant = (code: string, key: string, value: string) =>
    variants.find((v) => v.metadata?.option_code === code && v.metadata?.[key] === value)
  res.json({
    booking_facts: {
      handle: experience.handle,
      city: experience.city,
      timezone: experience.timezone,
      duration_minutes: experience.duration_minutes,
      start_time: experience.start_time,
      end_time: experience.end_time,
      cancellation_policy: experience.cancellation_policy,
      status: experience.status,
      options: [...experience.options]
        .sort((a, b) => a.position - b.position)
        .map((o) => {
          const bands =
            (
              o.age_bands as {
                items?: { band: string; min_age?: number; max_age?: number; free?: boolean }[]
              }
            ).items ?? []
          const extras =
            (o.extras as { items?: { code: string; title: unknown; per: string }[] }).items ?? []
          return {
            code: o.code,
            title: o.title,
            pricing_type: o.pricing_type,
            max_travellers_per_item: o.max_travellers_per_item,
            bands: bands.map((b) => ({ ...b, prices: pricesOf(variant(o.code, "band", b.band)) })),
            item_prices:
              o.pricing_type === "per_item" ? pricesOf(variant(o.code, "unit", "item")) : null,
            extras: extras.map((x) => ({
              ...x,
              prices: pricesOf(variant(o.code, "extra", x.code)),
            })),
          }
        }),
    },
  })
}
