import type { OrderMoney } from "./order-money"

/**
 * The lifecycle of a booking and its order's money, as one small state
 * machine. The workflows in workflows/booking-lifecycle/ take each
 * transition (under the order's lock) and ask `transition` first; a state is
 * never stored, it is derived (`bookingLifecycleState`) from the booking and
 * the order's money (lib/order-money.ts).
 *
 *   held ──place(pay later)──▶ reserved_unpaid ──capture──▶ paid ──refund(part)──▶ partly_refunded
 *     │                              │                      │                          │
 *     └──place(card)──▶ paid         └────── cancel ────────┴────────── cancel ────────┴──▶ cancelled
 *   reserved_unpaid | paid | partly_refunded ──check_in──▶ checked_in ──undo_check_in──▶ (back)
 *   reserved_unpaid | paid | partly_refunded ──no_show (the slot started, nobody came)──▶ no_show
 */
export const LIFECYCLE_STATES = [
  "held",
  "reserved_unpaid",
  "paid",
  "partly_refunded",
  "cancelled",
  "checked_in",
  "no_show",
] as const
export type LifecycleState = (typeof LIFECYCLE_STATES)[number]

export const LIFECYCLE_EVENTS = [
  "place_unpaid",
  "place_paid",
  "capture",
  "refund_part",
  "cancel",
  "check_in",
  "undo_check_in",
  "no_show",
] as const
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number]

const LIVE = ["reserved_unpaid", "paid", "partly_refunded"] as const

/** Every allowed transition: event → from which states → to which state ("back": the live state it came from). */
export const TRANSITIONS: Record<
  LifecycleEvent,
  { from: readonly LifecycleState[]; to: LifecycleState | "same" }
> = {
  place_unpaid: { from: ["held"], to: "reserved_unpaid" },
  place_paid: { from: ["held"], to: "paid" },
  capture: { from: ["reserved_unpaid"], to: "paid" },
  refund_part: { from: ["paid", "partly_refunded"], to: "partly_refunded" },
  // A cancellation refunds per its path (the policy for a traveller, in full for the operator); the penalty is kept.
  cancel: { from: LIVE, to: "cancelled" },
  check_in: { from: LIVE, to: "checked_in" },
  undo_check_in: { from: ["checked_in"], to: "same" },
  no_show: { from: LIVE, to: "no_show" },
}

export class LifecycleRefusal extends Error {
  constructor(
    readonly state: LifecycleState,
    readonly event: LifecycleEvent,
  ) {
    super(`A booking that is ${state} cannot take "${event}"`)
  }
}

/** The state after `event`, or a `LifecycleRefusal` when the machine does not allow it. */
export function transition(
  state: LifecycleState,
  event: LifecycleEvent,
  back: LifecycleState = "paid",
): LifecycleState {
  const rule = TRANSITIONS[event]
  if (!rule.from.includes(state)) throw new LifecycleRefusal(state, event)
  return rule.to === "same" ? back : rule.to
}

export const canTake = (state: LifecycleState, event: LifecycleEvent) =>
  TRANSITIONS[event].from.includes(state)

/**
 * Where a booking stands: cancelled, checked in, a no-show once its slot
 * has started without a check-in, else its order's money (reserved unpaid,
 * paid or partly refunded; an order refunded in full with the booking still
 * live, a goodwill refund, reads partly refunded: the booking stands).
 */
export function bookingLifecycleState(
  booking: {
    status: string
    checked_in_at?: Date | string | null
    starts_at?: Date | string | null
  },
  money: Pick<OrderMoney, "state">,
  now = new Date(),
): LifecycleState {
  if (booking.status === "cancelled" || money.state === "cancelled") return "cancelled"
  if (booking.checked_in_at) return "checked_in"
  if (booking.starts_at && new Date(booking.starts_at).getTime() < now.getTime()) return "no_show"
  if (money.state === "unpaid") return "reserved_unpaid"
  if (money.state === "paid") return "paid"
  return "partly_refunded"
}
