import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { BookingError } from "../../../lib/booking-error"
import { pickLocale } from "../../../lib/i18n/messages"
import { localTime } from "../../../lib/local-time"
import { amountOf } from "../../../lib/money"
import { readOrderMoney } from "../../../lib/order-money"
import { bookingReference } from "../../../lib/signed-token"
import { buildVouchers } from "../../../lib/vouchers"
import { ORDER_TOTAL_MAIL_FIELDS } from "../../../lib/query-config/orders"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { BOOKING_DESK_MODULE } from "../../../modules/booking-desk"
import type BookingDeskModuleService from "../../../modules/booking-desk/service"

/** A voucher is resent at most once a minute: a double click sends one e-mail. */
export const RESEND_GAP_MS = 60_000

type OrderFacts = {
  id: string
  display_id: number
  email: string | null
  currency_code: string
  total: unknown
  metadata: Record<string, unknown> | null
  customer?: { first_name: string | null } | null
  billing_address?: { first_name: string | null } | null
}

/**
 * The e-mail that resends one booking's voucher, in the order's language:
 * the confirmation while the order is paid, the pay-later reservation while
 * it is not. Refused for a cancelled booking, and within a minute of the
 * last resend (409 with when), read under the order's lock so two clicks at
 * once send one e-mail.
 */
export const deskVoucherMailStep = createStep(
  "desk-voucher-mail",
  async (input: { booking_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [row] = await booking.listBookings({ id: input.booking_id }, { relations: ["slot"] })
    if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
    const reference = bookingReference(row.id)
    if (row.status !== "confirmed")
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.booking_cancelled", { reference })
    const desk: BookingDeskModuleService = container.resolve(BOOKING_DESK_MODULE)
    const [last] = await desk.listBookingEvents(
      { booking_id: row.id, action: "voucher_resent" },
      { order: { created_at: "DESC" }, take: 1 },
    )
    if (last && Date.now() - new Date(last.created_at).getTime() < RESEND_GAP_MS) {
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.voucher_recently_sent", {
        at: localTime(last.created_at, row.slot.timezone),
      })
    }
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_TOTAL_MAIL_FIELDS,
      filters: { id: row.order_id },
    })
    const order = data[0] as unknown as OrderFacts | undefined
    if (!order?.email) throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
    const locale = pickLocale(String(order.metadata?.locale ?? "es"))
    const money = await readOrderMoney(container, order.id)
    if (money?.state === "cancelled")
      throw new BookingError(MedusaError.Types.CONFLICT, "desk.booking_cancelled", { reference })
    const vouchers = await buildVouchers(container, { id: [row.id] }, locale)
    const template = money?.state === "unpaid" ? "reservation-received" : "order-confirmation"
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template,
        resource_id: order.id,
        resource_type: "order",
        trigger_type: "desk.voucher_resent",
        idempotency_key: `voucher-resent:${row.id}:${Date.now()}`,
        data: {
          locale,
          customer_name:
            order.billing_address?.first_name ||
            order.customer?.first_name ||
            order.email.split("@")[0],
          order_display_id: order.display_id,
          total: { amount: amountOf(order.total), currency_code: order.currency_code },
          vouchers: vouchers.map(
            ({ booking_id: _b, status: _s, order_id: _o, starts_text: _t, ...voucher }) => voucher,
          ),
        },
      },
    ]
    return new StepResponse({ mail, order_id: order.id, email: order.email, locale, reference })
  },
)
