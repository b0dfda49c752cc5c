import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { recoverOrderBookingsWorkflow } from "../booking/recover-order-bookings"
import { COMPLETION_LOCK, completeBookingCartWorkflow } from "../complete-booking-cart"
import { completeSalvagedCartWorkflow } from "./complete-salvaged-cart"
import { salvageCardBookingsWorkflow } from "./salvage-card-bookings"
import { settlementLockKey } from "../locks"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { acquireSettlementLockStep } from "./steps/acquire-settlement-lock"
import { cardPaymentState, type CardPaymentOutcome } from "../../lib/card-payment-outcome"
import { cardPaymentToCaptureStep } from "./steps/card-payment-to-capture"
import { markCardOrderStep } from "./steps/mark-card-order"
import { orderHasBookingsStep } from "./steps/order-has-bookings"
import { readCardCartStep } from "./steps/read-card-cart"
import type { CheckoutSnapshot } from "./steps/read-checkout-session"
import { releaseCardMoneyStep } from "./steps/release-card-money"
import { releaseSettlementLockStep } from "./steps/release-settlement-lock"

/** The placed order is kept whatever fails after it (a retry finishes the settlement): never undone by the engine. */
const FORWARD_ONLY = { noCompensation: true }
/** A completion that fails is an answer (salvage, or give the money back), not the settlement's failure. */
const MAY_FAIL = { continueOnPermanentFailure: true, noCompensation: true }

/**
 * A cart's card payment decided from Stripe's state, under the settlement
 * lock of its cart (`card-payment:<cart id>`: two servers receiving the same
 * event, or the webhook and the return page, wait for each other), and only
 * ever forward: a second run finds the order and the capture there and does
 * nothing more. Paid by the cart's current Checkout Session: the order is
 * placed under the cart's own lock (or the one there is found), and when the
 * completion fails the lines still bookable are salvaged and the order of
 * those placed; an order left without bookings by a crash gets them back (or
 * is cancelled); then the payment is captured (only the order's total for a
 * partial order). Paid but not placeable: the money goes back.
 */
export const settleCardCartWorkflow = createWorkflow(
  "settle-card-cart",
  (snap: CheckoutSnapshot) => {
    const ids = transform({ snap }, ({ snap }) => ({
      cart_id: snap.cart_id!,
    }))
    const lock = acquireSettlementLockStep(
      transform({ ids }, ({ ids }) => ({ key: settlementLockKey(ids.cart_id) })),
    )
    const cart = readCardCartStep(
      transform({ snap }, ({ snap }) => ({ cart_id: snap.cart_id!, checkout_session_id: snap.id })),
    )

    // No order yet: take the cart's lock (the completion's own key: nested in this run, the
    // completion goes on under it) and read the cart again under it. A payment method chosen meanwhile (a pay-later
    // session replaces the card one under the same lock) or an order placed meanwhile is seen here,
    // so the card never completes a cart that has moved on (found by the money model).
    const toLock = transform({ snap, cart }, ({ snap, cart }) => {
      return cardPaymentState(snap, cart).placeable && !cart.order_id
    })
    const locked = when("lock-cart-to-place", { toLock }, ({ toLock }) => toLock).then(() => {
      // The nested completion, salvage and recovery take the same lock as this run: they go on.
      const held = acquireLockStep({ key: ids.cart_id, ...COMPLETION_LOCK }).config({
        name: "take-cart-lock-to-place",
      })
      const again = readCardCartStep(
        transform({ snap }, ({ snap }) => ({
          cart_id: snap.cart_id!,
          checkout_session_id: snap.id,
        })),
      ).config({ name: "read-card-cart-locked" })
      return transform({ held, again }, ({ held, again }) => ({ held, cart: again }))
    })
    const current = transform({ cart, locked }, ({ cart, locked }) => locked?.cart ?? cart)
    const state = transform({ snap, current }, ({ snap, current }) =>
      cardPaymentState(snap, current),
    )
    const toPlace = transform(
      { state, current },
      ({ state, current }) => state.placeable && !current.order_id,
    )
    const completed = when("complete-paid-cart", { toPlace }, ({ toPlace }) => toPlace).then(() =>
      completeBookingCartWorkflow
        .runAsStep({ input: ids })
        .config({ name: "complete-paid-cart", ...MAY_FAIL }),
    )
    const salvaged = when(
      "salvage-card-lines",
      { toPlace, completed },
      ({ toPlace, completed }) => toPlace && !completed?.order_id,
    ).then(() =>
      salvageCardBookingsWorkflow
        .runAsStep({ input: ids })
        .config({ name: "salvage-card-lines", ...MAY_FAIL }),
    )
    const completedRest = when(
      "complete-salvaged-cart",
      { salvaged },
      ({ salvaged }) => !!salvaged?.failed.length && !!salvaged.kept,
    ).then(() =>
      completeSalvagedCartWorkflow
        .runAsStep({ input: ids })
        .config({ name: "complete-salvaged-cart", ...MAY_FAIL }),
    )
    when("unlock-cart-placed", { locked }, ({ locked }) => !!locked).then(() => {
      releaseLockStep(transform({ locked }, ({ locked }) => locked!.held)).config({
        name: "give-cart-lock-placed",
      })
    })
    const orderId = transform(
      { current, completed, completedRest },
      ({ current, completed, completedRest }) =>
        current.order_id ?? completed?.order_id ?? completedRest?.order_id ?? null,
    )

    // An order without bookings (a crash between Medusa's order and its seats): never captured for as it is.
    const toCheck = transform(
      { state, orderId },
      ({ state, orderId }) => state.placeable && !!orderId,
    )
    const booked = when("check-order-booked", { toCheck }, ({ toCheck }) => toCheck).then(() =>
      orderHasBookingsStep(transform({ orderId }, ({ orderId }) => ({ order_id: orderId! }))),
    )
    const toRecover = transform(
      { toCheck, booked },
      ({ toCheck, booked }) => toCheck && booked === false,
    )
    const recoverHeld = when(
      "lock-cart-to-recover",
      { toRecover },
      ({ toRecover }) => toRecover,
    ).then(() =>
      // A short wait: a busy lock (the completion may still be alive) fails the settlement; the reconcile job retries.
      acquireLockStep({ key: ids.cart_id, timeout: 2, ttl: COMPLETION_LOCK.ttl }).config({
        name: "take-cart-lock-to-recover",
      }),
    )
    const recovered = when(
      "recover-order-bookings",
      { toRecover },
      ({ toRecover }) => toRecover,
    ).then(() =>
      recoverOrderBookingsWorkflow
        .runAsStep({
          input: transform({ ids, orderId }, ({ ids, orderId }) => ({
            order_id: orderId!,
            cart_id: ids.cart_id,
          })),
        })
        .config({ name: "recover-order-bookings", ...FORWARD_ONLY }),
    )
    when("unlock-cart-recovered", { recoverHeld }, ({ recoverHeld }) => !!recoverHeld).then(() => {
      releaseLockStep(transform({ recoverHeld }, ({ recoverHeld }) => recoverHeld!)).config({
        name: "give-cart-lock-recovered",
      })
    })

    const placed = transform(
      { toCheck, recovered },
      ({ toCheck, recovered }) => toCheck && recovered?.outcome !== "cancel",
    )
    const releaseReason = transform({ state, orderId, placed }, ({ state, orderId, placed }) =>
      !state.paid || placed
        ? null
        : (state.decided?.reason ?? (orderId ? "not_booked" : "not_completed")),
    )
    when("release-card-money", { releaseReason }, ({ releaseReason }) => !!releaseReason).then(
      () => {
        releaseCardMoneyStep(snap)
      },
    )
    const order = when("mark-card-order", { placed }, ({ placed }) => placed).then(() =>
      markCardOrderStep(transform({ orderId }, ({ orderId }) => ({ order_id: orderId! }))),
    )
    const toCapture = when(
      "find-payment-to-capture",
      { placed, state },
      ({ placed, state }) => placed && state.authorised,
    ).then(() =>
      cardPaymentToCaptureStep(
        transform({ ids, order }, ({ ids, order }) => ({ cart_id: ids.cart_id, order: order! })),
      ),
    )
    when("capture-card-payment", { toCapture }, ({ toCapture }) => !!toCapture).then(() => {
      capturePaymentWorkflow
        .runAsStep({
          input: transform({ toCapture }, ({ toCapture }) => ({
            payment_id: toCapture!.payment_id,
            amount: toCapture!.amount,
          })),
        })
        .config({ name: "capture-card-payment", ...FORWARD_ONLY })
    })
    releaseSettlementLockStep(lock)

    const outcome = transform(
      { ids, state, orderId, releaseReason, order },
      ({ ids, state, orderId, releaseReason, order }): CardPaymentOutcome => {
        if (order)
          return {
            cart_id: ids.cart_id,
            order_id: order.id,
            outcome: order.partial ? "partial" : "success",
          }
        if (state.decided) return state.decided
        return {
          cart_id: ids.cart_id,
          order_id: orderId,
          outcome: "unsuccessful",
          reason: releaseReason ?? "not_completed",
        }
      },
    )
    return new WorkflowResponse(outcome)
  },
)
