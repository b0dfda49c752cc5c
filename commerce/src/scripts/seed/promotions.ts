import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createCampaignsWorkflow, createPromotionsWorkflow } from "@medusajs/medusa/core-flows"

/** The promo codes travellers can try on the local product. */
export const PROMO_CODES = {
  percent: "BIENVENIDA10",
  fixedEur: "DUNAS15",
  expired: "VERANO2024",
  minimumSpend: "GRUPO20",
} as const

/**
 * The usage limits of the seeded codes (docs/payments.md, "Promotion
 * policy"): `limit` is Medusa's count of orders that may use a code;
 * `per_customer_limit` how many live orders of one e-mail may. The welcome
 * and the fixed-amount codes are once per traveller.
 */
export const PROMO_LIMITS: Record<
  string,
  { limit: number; metadata: { per_customer_limit?: number } }
> = {
  [PROMO_CODES.percent]: { limit: 1000, metadata: { per_customer_limit: 1 } },
  [PROMO_CODES.fixedEur]: { limit: 200, metadata: { per_customer_limit: 1 } },
  [PROMO_CODES.expired]: { limit: 100, metadata: {} },
  [PROMO_CODES.minimumSpend]: { limit: 500, metadata: {} },
}

/**
 * Four promo codes with Medusa Promotions: 10 % off, 15 EUR off, one whose
 * campaign has ended, and 20 % off carts of at least 150 in items, each with
 * its usage limits (given to codes seeded before they had any, too).
 */
export async function seedPromotions(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const promotions = container.resolve(Modules.PROMOTION)
  const found = await promotions.listPromotions({ code: Object.values(PROMO_CODES) })
  const unlimited = found.filter((p) => p.limit === null || p.limit === undefined)
  if (unlimited.length) {
    await promotions.updatePromotions(
      unlimited.map((p) => ({
        id: p.id,
        limit: PROMO_LIMITS[p.code!]?.limit,
        metadata: { ...p.metadata, ...PROMO_LIMITS[p.code!]?.metadata },
      })),
    )
  }
  const existing = new Set(found.map((p) => p.code))
  if (existing.size === Object.keys(PROMO_CODES).length) return

  let expiredCampaignId: string | undefined
  if (!existing.has(PROMO_CODES.expired)) {
    const { result } = await createCampaignsWorkflow(container).run({
      input: {
        campaignsData: [
          {
            name: "Verano 2024",
            campaign_identifier: "verano-2024",
            starts_at: new Date("2024-06-01T00:00:00Z"),
            ends_at: new Date("2024-09-30T23:59:59Z"),
          },
        ],
      },
    })
    expiredCampaignId = result[0].id
  }

  const order = { target_type: "order" as const, allocation: "across" as const }
  const all = [
    {
      code: PROMO_CODES.percent,
      type: "standard" as const,
      status: "active" as const,
      application_method: { ...order, type: "percentage" as const, value: 10 },
    },
    {
      code: PROMO_CODES.fixedEur,
      type: "standard" as const,
      status: "active" as const,
      application_method: { ...order, type: "fixed" as const, value: 15, currency_code: "eur" },
    },
    {
      code: PROMO_CODES.expired,
      type: "standard" as const,
      status: "active" as const,
      campaign_id: expiredCampaignId,
      application_method: { ...order, type: "percentage" as const, value: 20 },
    },
    {
      code: PROMO_CODES.minimumSpend,
      type: "standard" as const,
      status: "active" as const,
      rules: [{ attribute: "item_total", operator: "gte" as const, values: ["150"] }],
      application_method: { ...order, type: "percentage" as const, value: 20 },
    },
  ]
    .filter((p) => !existing.has(p.code))
    .map((p) => ({ ...p, ...PROMO_LIMITS[p.code] }))
  await createPromotionsWorkflow(container).run({ input: { promotionsData: all } })
  logger.info(`Promo codes created: ${all.map((p) => p.code).join(", ")}`)
}
