import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendMailStep } from "../notification/steps/send-mail"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { orderLock } from "../booking-lifecycle/order-lock"
import { deskBookingOrderStep } from "./steps/desk-booking-order"
import { recordBookingEventsStep } from "./steps/record-booking-events"
import { deskVoucherMailStep } from "./steps/voucher-mail"

/**
 * The desk resends a booking's voucher e-mail to the order's address, in
 * the order's language, under the order's lock; the history records who and
 * when. A second resend within a minute is refused (409). With the mail
 * server down the resend is recorded and retried (`sent: false`), not a 5xx.
 */
export const deskResendVoucherWorkflow = createWorkflow(
  "desk-resend-voucher",
  (input: { booking_id: string; actor_id?: string | null }) => {
    const order = deskBookingOrderStep(
      transform({ input }, ({ input }) => ({ booking_id: input.booking_id })),
    )
    const lockHeld = acquireLockStep(transform({ order }, ({ order }) => orderLock(order.order_id)))
    const built = deskVoucherMailStep(
      transform({ input }, ({ input }) => ({ booking_id: input.booking_id })),
    )
    recordBookingEventsStep(
      transform({ built, input }, ({ built, input }) => ({
        events: [
          {
            order_id: built.order_id,
            booking_id: input.booking_id,
            action: "voucher_resent",
            actor_id: input.actor_id ?? null,
            data: { to: built.email, locale: built.locale },
          },
        ],
      })),
    )
    const mailed = sendMailStep(transform({ built }, ({ built }) => built.mail))
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ built, mailed }, ({ built, mailed }) => ({
        reference: built.reference,
        to: built.email,
        locale: built.locale,
        sent: mailed.sent,
      })),
    )
  },
)
