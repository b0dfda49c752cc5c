import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_OWNER_FIELDS } from "../../../lib/query-config/orders"

type OrderRow = {
  id: string
  email: string | null
  customer_id: string | null
  customer?: { has_account: boolean } | null
}

/**
 * The orders placed as a guest with an e-mail (any case): those whose
 * customer has no account. Orders of another account are never included.
 */
export const findGuestOrdersStep = createStep(
  "find-guest-orders",
  async (input: { email: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const email = input.email.toLowerCase()
    // Orders keep the e-mail as typed at checkout: matched whatever its case
    // (ILIKE's wildcards `_` and `%` are escaped; the exact comparison below decides).
    const pattern = email.replace(/[\\%_]/g, (c) => `\\${c}`)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_OWNER_FIELDS,
      filters: { email: { $ilike: pattern } },
      pagination: { take: 500 },
    })
    const found = data as OrderRow[]
    const orders = found
      .filter((o) => o.email?.toLowerCase() === email && !o.customer?.has_account)
      .map((o) => ({ id: o.id, customer_id: o.customer_id }))
    return new StepResponse(orders)
  },
)
