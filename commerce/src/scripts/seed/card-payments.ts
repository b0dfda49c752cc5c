import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../lib/env"
import { CARD_PROVIDER_ID } from "../../modules/stripe-checkout/types"
import { REGION_PROVIDER_FIELDS } from "../../lib/query-config/regions"

/**
 * With card payments on (STRIPE_API_KEY), every region offers them beside pay
 * later; regions that already do are left alone, so it is safe on every seed.
 */
export async function enableCardPayments(container: MedusaContainer) {
  if (!parseEnv().STRIPE_API_KEY) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: regions } = await query.graph({
    entity: "region",
    fields: REGION_PROVIDER_FIELDS,
  })
  for (const region of regions as { id: string; payment_providers?: { id: string }[] }[]) {
    const providers = (region.payment_providers ?? []).map((p) => p.id)
    if (providers.includes(CARD_PROVIDER_ID)) continue
    await updateRegionsWorkflow(container).run({
      input: {
        selector: { id: region.id },
        update: { payment_providers: [...providers, CARD_PROVIDER_ID] },
      },
    })
  }
}
