import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { pickLocale } from "../../../lib/i18n/messages"
import { soldNames } from "../../../lib/line-names"
import { bookingReference } from "../../../lib/signed-token"
import { ORDER_MAIL_FIELDS } from "../../../lib/query-config/orders"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { DepartureCancelledEvent } from "../../admin-slots/cancel-departure-booking"
import { PRODUCT_TITLE_FIELDS } from "../../../lib/query-config/products"

type OrderFacts = {
  email: string | null
  metadata: Record<string, unknown> | null
  customer?: { first_name: string | null } | null
  billing_address?: { first_name: string | null } | null
}

/**
 * The "your departure was cancelled" e-mail, in the order's language: the
 * refund (all that was paid, or what an earlier refund left), the operator's message and a link to the experience's page
 * to pick another date; once per booking.
 */
export const buildDepartureMailStep = createStep(
  "build-departure-mail",
  async (input: DepartureCancelledEvent, { container }) => {
    const none: SendNotificationsStepInput = []
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: orders } = await query.graph({
      entity: "order",
      fields: ORDER_MAIL_FIELDS,
      filters: { id: input.order_id },
    })
    const order = orders[0] as unknown as OrderFacts | undefined
    if (!order?.email) return new StepResponse(none)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [row] = await booking.listBookings({ id: input.booking_id }, { relations: ["slot"] })
    const { data: products } = await query.graph({
      entity: "product",
      fields: PRODUCT_TITLE_FIELDS,
      filters: { id: row.slot.product_id },
    })
    const locale = pickLocale(String(order.metadata?.locale ?? "es"))
    const product = products[0] as
      { title: string; metadata?: Record<string, unknown> | null } | undefined
    const sold = (await soldNames(container, [input.order_id])).get(row.hold_id)
    const { STOREFRONT_URL } = parseEnv()
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template: "departure-cancelled",
        resource_id: input.order_id,
        resource_type: "order",
        trigger_type: "booking.departure_cancelled",
        idempotency_key: `departure-cancelled:${input.booking_id}`,
        data: {
          locale,
          customer_name:
            order.billing_address?.first_name ||
            order.customer?.first_name ||
            order.email.split("@")[0],
          reference: bookingReference(input.booking_id),
          experience:
            sold?.names.experience ??
            String((locale === "en" && product?.metadata?.title_en) || product?.title || ""),
          starts_at: new Date(row.slot.starts_at).toISOString(),
          timezone: row.slot.timezone,
          refund: input.refund,
          refund_full: input.refund_full ?? true,
          message: input.message,
          rebook_url: `${STOREFRONT_URL}${locale === "en" ? "/en" : ""}/experiences/${input.handle}`,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
