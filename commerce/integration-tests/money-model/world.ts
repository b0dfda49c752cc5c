import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { assertOrderInvariants } from "../invariants"

/**
 * What the model-based money test keeps of the world it drives: the carts it
 * made and what each was shown and told. The real system is the truth; the
 * model only remembers ids and promises, and the ledger checks compare the two.
 */
export type ModelBooking = { holdId: string; slotId: string }
export type ModelCart = {
  id: string
  bookings: ModelBooking[]
  /** Each card payment started, with the cart total the traveller was shown just before it. */
  sessions: { id: string; shown: number }[]
  orderId?: string
  method?: "card" | "later"
}
export type Model = {
  carts: ModelCart[]
  serial: number
  /** What each cancellation announced it refunds, by the booking's hold id. */
  refunds: Map<string, number>
  /** How often each action ran (not skipped), for the run's summary. */
  ran: Record<string, number>
}

export type Http = { status: number; data: any }
export type Real = {
  container: MedusaContainer
  store: {
    get: (url: string, extra?: Record<string, string>) => Promise<Http>
    post: (url: string, body?: object, extra?: Record<string, string>) => Promise<Http>
    del: (url: string, extra?: Record<string, string>) => Promise<Http>
  }
  double: {
    stripe: Stripe
    control: (route: string, body?: object) => Promise<any>
    events: (
      type?: string,
    ) => Promise<{ id: string; type: string; deliveries: { status: number | null }[] }[]>
  }
  /** Bookable slots of the run, nearest first (the first ones lie inside the penalty window). */
  slots: string[]
  regionId: string
  /** Every answer the sequence got, to say what happened when a check fails. */
  trail: string[]
}

/** No answer to anything a client sends may be a 5xx, races included. */
export function noServerError(real: Real, what: string, response: Http) {
  real.trail.push(
    `${what} -> ${response.status}${response.status >= 400 ? ` ${response.data?.code ?? response.data?.type ?? ""}` : ""}`,
  )
  if (response.status >= 500) {
    throw new Error(
      `${what} answered ${response.status}: ${JSON.stringify(response.data)}\n${real.trail.join("\n")}`,
    )
  }
}

/** Every 4xx a client gets names what happened: a stable code and a message. */
export function clearRefusal(real: Real, what: string, response: Http) {
  noServerError(real, what, response)
  if (
    response.status >= 400 &&
    !(response.data?.code || response.data?.type) &&
    !response.data?.message
  ) {
    throw new Error(
      `${what} answered ${response.status} without a code or message: ${JSON.stringify(response.data)}`,
    )
  }
}

const sql = async (container: MedusaContainer, text: string, params: unknown[] = []) =>
  (await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(text, params as any[]))
    .rows as Record<string, any>[]

/**
 * The ledger after a sequence, order by order:
 * - what Stripe holds (captured minus refunded) equals what the order's live
 *   bookings are worth plus what its cancelled ones kept (their worth minus
 *   the refund each cancellation announced);
 * - what the card session charged equals the total the cart showed;
 * - no confirmed booking in a cancelled order;
 * and the order-level seat and cart invariants (tickets = seats, one cart one order).
 */
export async function assertLedger(model: Model, real: Real) {
  const { container } = real
  await assertOrderInvariants((text) => sql(container, text))
  const bad = await sql(
    container,
    `SELECT b.id, o.id AS order_id FROM booking b JOIN "order" o ON o.id = b.order_id
      WHERE b.status = 'confirmed' AND b.deleted_at IS NULL AND o.status = 'canceled'`,
  )
  if (bad.length) throw new Error(`confirmed bookings in cancelled orders: ${JSON.stringify(bad)}`)

  for (const cart of model.carts) {
    const owed = cart.orderId ? await orderWorth(real, model.refunds, cart) : 0
    let net = 0
    for (const started of cart.sessions) {
      const session = await real.double.stripe.checkout.sessions.retrieve(started.id, {
        expand: ["payment_intent"],
      })
      if (session.amount_total !== Math.round(started.shown * 100)) {
        throw new Error(
          `cart ${cart.id}: shown ${started.shown}, the card session asked ${session.amount_total}`,
        )
      }
      const intent = session.payment_intent as Stripe.PaymentIntent | null
      net += intent?.amount_received ?? 0
      if (intent?.latest_charge)
        net -=
          (await real.double.stripe.charges.retrieve(String(intent.latest_charge)))
            .amount_refunded ?? 0
    }
    const expected = cart.method === "later" ? 0 : Math.round(owed * 100)
    if (net !== expected) {
      throw new Error(
        `cart ${cart.id} (order ${cart.orderId ?? "none"}): Stripe holds ${net}, its live bookings and penalties are worth ${expected}\n${real.trail.join("\n")}`,
      )
    }
  }
}

/** What an order's live bookings are worth plus what its cancelled ones kept (worth minus the refund announced). */
async function orderWorth(real: Real, refunds: Map<string, number>, cart: ModelCart) {
  const { container } = real
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "total", "currency_code", "items.total", "items.metadata"],
    filters: { id: cart.orderId },
  })
  const order = data[0] as any
  const worth = new Map<string, number>()
  for (const item of order.items ?? []) {
    const hold = item.metadata?.hold_id as string | undefined
    if (hold) worth.set(hold, (worth.get(hold) ?? 0) + Number(item.total))
  }
  const bookings = await sql(
    container,
    `SELECT hold_id, status FROM booking WHERE order_id = ? AND deleted_at IS NULL`,
    [cart.orderId],
  )
  let owed = 0
  for (const row of bookings) {
    const value = worth.get(row.hold_id) ?? 0
    if (row.status === "confirmed") owed += value
    else owed += value - (refunds.get(row.hold_id) ?? 0)
  }
  return owed
}
