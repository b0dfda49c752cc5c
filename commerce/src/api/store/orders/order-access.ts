import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { verifyId } from "../../../lib/signed-token"
import { ORDER_OWNER_FIELDS } from "../../../lib/query-config/orders"
import { CUSTOMER_EMAIL_FIELDS } from "../../../lib/query-config/customers"

type OrderOwner = {
  id: string
  customer_id: string | null
  email: string | null
  customer?: { has_account: boolean } | null
}

async function orderOwner(req: MedusaRequest, orderId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_OWNER_FIELDS,
    filters: { id: orderId },
  })
  return (data[0] as OrderOwner | undefined) ?? null
}

async function customerEmail(req: MedusaRequest, customerId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: CUSTOMER_EMAIL_FIELDS,
    filters: { id: customerId },
  })
  return (data[0]?.email as string | undefined)?.toLowerCase() ?? null
}

/**
 * Medusa answers any order by id to anyone (`GET /store/orders/:id`, returns
 * by `order_id`): here an order is readable only by the customer it belongs
 * to, or with the signed token of its guest link (header `x-order-token`;
 * Medusa's query validation refuses unknown query parameters). Asking for a
 * transfer of a guest order also works for the customer whose e-mail it
 * carries (Medusa then e-mails that address to prove it). Anything else is a
 * 404, the same as an order that does not exist.
 */
export function guardOrderAccess(
  where: "params" | "body",
  options: { guestTransfer?: boolean } = {},
) {
  return async (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const orderId =
      where === "params" ? req.params.id : ((req.body ?? {}) as { order_id?: unknown }).order_id
    if (typeof orderId !== "string") return next()
    const order = await orderOwner(req, orderId)
    const actor = (req as { auth_context?: { actor_id?: string; actor_type?: string } })
      .auth_context
    const customerId = actor?.actor_type === "customer" ? actor.actor_id : undefined
    const token = req.get("x-order-token")
    const allowed =
      !!order &&
      ((!!customerId && order.customer_id === customerId && !!order.customer?.has_account) ||
        (typeof token === "string" && verifyId("order", token) === order.id) ||
        (!!options.guestTransfer &&
          !!customerId &&
          !order.customer?.has_account &&
          !!order.email &&
          order.email.toLowerCase() === (await customerEmail(req, customerId))))
    next(allowed ? undefined : new BookingError(MedusaError.Types.NOT_FOUND, "order_not_found"))
  }
}
