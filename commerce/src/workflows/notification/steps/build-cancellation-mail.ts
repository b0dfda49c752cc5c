import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { pickLocale } from "../../../lib/i18n/messages"
import { greetingName, type GreetingFacts } from "../../../lib/greeting-name"
import { soldNames } from "../../../lib/line-names"
import { bookingReference } from "../../../lib/signed-token"
import { ORDER_MAIL_FIELDS } from "../../../lib/query-config/orders"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { PRODUCT_TITLE_FIELDS } from "../../../lib/query-config/products"

/** What `booking.cancelled` carries: the booking and what its cancellation refunded. */
export type BookingCancelledEvent = {
  booking_id: string
  order_id: string
  refund: { amount: number; currency_code: string } | null
  penalty_percent: number | null
  /** Why the operator cancelled it (the booking desk), told to the traveller as typed. */
  reason?: string | null
}

type OrderFacts = GreetingFacts & { email: string | null; metadata: Record<string, unknown> | null }

/** The "cancellation confirmed" e-mail with the refund, in the order's language; once per booking. */
export const buildCancellationMailStep = createStep(
  "build-cancellation-mail",
  async (input: BookingCancelledEvent, { container }) => {
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
    // The name the booking was sold under (its order's lines), else the catalogue's.
    const sold = (await soldNames(container, [input.order_id])).get(row.hold_id)
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template: "cancellation-confirmed",
        resource_id: input.order_id,
        resource_type: "order",
        trigger_type: "booking.cancelled",
        idempotency_key: `cancellation-confirmed:${input.booking_id}`,
        data: {
          locale,
          // The lead guest, as the order's other e-mails greet them (never "Hola, ops-a:").
          customer_name: greetingName(order) ?? "",
          reference: bookingReference(input.booking_id),
          experience:
            sold?.names.experience ??
            String((locale === "en" && product?.metadata?.title_en) || product?.title || ""),
          starts_at: new Date(row.slot.starts_at).toISOString(),
          timezone: row.slot.timezone,
          refund: input.refund,
          penalty_percent: input.penalty_percent,
          reason: input.reason ?? null,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
