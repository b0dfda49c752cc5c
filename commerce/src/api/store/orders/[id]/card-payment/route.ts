import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { ORDER_METADATA_FIELDS } from "../../../../../lib/query-config/orders"

/**
 * How an order was paid, for its result page (Medusa's store API keeps order
 * metadata to itself): whether by card, and the bookings a partial success
 * could not book (what they were and the request that retries them). Guarded
 * like the order itself (store/orders/middlewares.ts).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_METADATA_FIELDS,
    filters: { id: req.params.id },
  })
  const order = data[0] as { id: string; metadata?: Record<string, unknown> | null } | undefined
  if (!order) throw new BookingError(MedusaError.Types.NOT_FOUND, "order_not_found")
  const metadata = order.metadata ?? {}
  res.json({
    card_payment: {
      by_card: metadata.payment_method === "card",
      failed_bookings: Array.isArray(metadata.failed_bookings) ? metadata.failed_bookings : [],
    },
  })
}
