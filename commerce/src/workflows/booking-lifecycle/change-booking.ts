import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { sendMailStep } from "../notification/steps/send-mail"
import { createPaymentLinkWorkflow } from "../payment/create-payment-link"
import { buildPaymentLinkMailStep } from "../payment/steps/build-payment-link-mail"
import { addChangePaymentStep } from "./change-booking-steps/add-change-payment"
import { buildChangeMailStep } from "./change-booking-steps/build-change-mail"
import { changeMoneyStep } from "./change-booking-steps/change-money"
import { holdNewSeatsStep } from "./change-booking-steps/hold-new-seats"
import { moveBookingStep } from "./change-booking-steps/move-booking"
import {
  changeQuote,
  planChangeStep,
  type ChangeBookingInput,
} from "./change-booking-steps/plan-change"
import { rewriteBookingLinesStep } from "./change-booking-steps/rewrite-booking-lines"
import { orderLock } from "./order-lock"
import { refundOrderPaymentWorkflow } from "./refund-payment"
import { bookingOrderStep } from "./steps/booking-order"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"

export type { ChangeBookingInput } from "./change-booking-steps/plan-change"

/** Emitted once per booking changed (the desk's history listens). */
export const BOOKING_CHANGED = "booking.changed"

/**
 * The operator changes a booking's date, time or party, with its money,
 * under the order's lock (taken without waiting: a second change at once is
 * a 409). In order, each step undoing itself if a later one fails:
 * 1. plan: refusals (cancelled, checked in, started, another experience or
 *    option, changed since seen, nothing to change) and the new price from
 *    the picker's own pricing, the promotion's share of the booking kept;
 * 2. the new seats held first (a full or closed slot refused with its
 *    numbers; the same slot with a larger party holds only the extra seats);
 * 3. the booking's order lines rewritten to the new party and price, as an
 *    internal order change of Medusa's confirmed at once (a new order
 *    version: Medusa's order page, preview and summary follow);
 * 4. the booking moved in one transaction (held seats booked, old seats
 *    back on sale; the booking keeps its id and so its voucher reference);
 * 5. the money: a decrease on a paid order is refunded through the
 *    lifecycle's refund; an increase gives the order an authorised pay-later
 *    payment for the difference and e-mails a payment link for it (the
 *    payment links' own workflow and e-mail); equal: nothing;
 * 6. the "booking changed" e-mail with the new voucher, in the order's
 *    language, and `booking.changed`. The mail server down does not undo
 *    the change: its e-mails are retried and the answer says `sent: false`.
 */
export const changeBookingWorkflow = createWorkflow(
  "lifecycle-change-booking",
  (input: ChangeBookingInput & { site_url: string }) => {
    const { order_id } = bookingOrderStep(
      transform({ input }, ({ input }) => ({ booking_id: input.booking_id })),
    )
    // Without waiting: a second change at once is a 409 `change.busy`.
    const orderHeld = acquireLockStep(
      transform({ order_id }, ({ order_id }) => ({
        ...orderLock(order_id),
        timeout: 0,
        busy: "change.busy" as const,
      })),
    ).config({ name: "change-booking-lock" })
    const plan = planChangeStep(input)
    const held = holdNewSeatsStep(plan)
    rewriteBookingLinesStep(
      transform({ plan, input }, ({ plan, input }) => ({
        ...plan,
        changed_by: input.changed_by ?? null,
      })),
    )
    moveBookingStep(
      transform({ plan, held }, ({ plan, held }) => ({ plan, hold_id: held.hold_id })),
    )
    const money = changeMoneyStep(plan)

    when({ money }, ({ money }) => !!money.refund).then(() => {
      refundOrderPaymentWorkflow.runAsStep({
        input: transform({ plan, money, input }, ({ plan, money, input }) => ({
          order_id: plan.order_id,
          payment_id: money.refund!.payment_id,
          amount: money.refund!.amount,
          note: `booking-change:${plan.booking_id}`,
          created_by: input.changed_by,
          // The "booking changed" e-mail states this refund: no separate "refund issued" mail.
          reason: "booking_change" as const,
        })),
      })
    })

    const link = when({ money }, ({ money }) => money.charge > 0).then(() => {
      addChangePaymentStep(
        transform({ plan, money }, ({ plan, money }) => ({
          order_id: plan.order_id,
          currency_code: plan.currency_code,
          cents: money.charge,
        })),
      )
      const made = createPaymentLinkWorkflow.runAsStep({
        input: transform({ plan, input }, ({ plan, input }) => ({
          order_id: plan.order_id,
          locale: plan.locale,
          site_url: input.site_url,
        })),
      })
      const linkMail = buildPaymentLinkMailStep(
        transform({ plan, made }, ({ plan, made }) => ({
          order: {
            id: plan.order_id,
            display_id: plan.order_display_id,
            email: plan.email,
            customer_name: "",
          },
          link: made,
        })),
      )
      releaseFailedSendsStep(linkMail).config({ name: "change-booking-release-link-mail" })
      const linkMailed = sendMailStep(linkMail).config({ name: "change-booking-send-link-mail" })
      return transform({ made, linkMailed }, ({ made, linkMailed }) => ({
        ...made,
        mail_sent: linkMailed.sent,
      }))
    })

    const mail = buildChangeMailStep(
      transform({ plan, money, link }, ({ plan, money, link }) => ({
        plan,
        money,
        link: link ? { url: link.url, amount: link.amount } : null,
        refunded: money.refund?.amount ?? 0,
      })),
    )
    releaseFailedSendsStep(mail).config({ name: "change-booking-release-mail" })
    const mailed = sendMailStep(mail).config({ name: "change-booking-send-mail" })
    emitEventStep({
      eventName: BOOKING_CHANGED,
      data: transform({ plan, money, input }, ({ plan, money, input }) => ({
        booking_id: plan.booking_id,
        order_id: plan.order_id,
        from_slot_id: plan.from.slot_id,
        to_slot_id: plan.to.slot_id,
        from_seats: plan.from.seats,
        to_seats: plan.to.seats,
        from_starts_at: plan.from.starts_at,
        to_starts_at: plan.to.starts_at,
        timezone: plan.to.timezone,
        difference: money.difference / 100,
        currency_code: plan.currency_code,
        changed_by: input.changed_by ?? null,
        // One change among a booking's several (its history line's once-only key).
        changed_at: new Date().toISOString(),
      })),
    }).config({ name: "emit-booking-changed" })
    releaseLockStep(orderHeld).config({ name: "change-booking-release-lock" })
    return new WorkflowResponse(
      transform({ plan, money, link, mailed }, ({ plan, money, link, mailed }) => ({
        ...changeQuote({ ...plan, new_worth: money.new_worth }),
        sent: mailed.sent && (link ? link.mail_sent : true),
        mail_to: plan.email,
        refund: money.refund ? money.refund.amount : 0,
        payment_link: link
          ? {
              id: link.id,
              url: link.url,
              amount: link.amount,
              expires_at: link.expires_at,
              timezone: link.timezone,
            }
          : null,
      })),
    )
  },
)
