import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { assertOrderInvariants } from "../invariants"
import type { MailSink } from "../mail-sink"
import { assertMails } from "./mail-ledger"
import { orderWorth } from "./order-summary"

/**
 * What the model-based money test keeps of the world it drives: the carts it
 * made and what each was shown and told. The real system is the truth; the
 * model only remembers ids and promises, and the ledger checks compare the two.
 */
export type ModelBooking = { holdId: string; slotId: string }
export type ModelCart = {
  id: string
  /** The cart's e-mail, where its order's mails go. */
  email: string
  bookings: ModelBooking[]
  /** Each card payment started, with the cart total the traveller was shown just before it. */
  sessions: { id: string; shown: number }[]
  orderId?: string
  method?: "card" | "later"
  /** Payment links the admin sent for a pay-later order, with the amount each asked. */
  links: { id: string; shown: number }[]
  /** Goodwill refunds the admin made (bookings kept). */
  goodwill: number
  /** The operator cancelled the whole order (Medusa's Cancel order or the pay-later cancel): everything paid goes back. */
  operatorCancelled?: boolean
  /** What a desk change asks by its payment link (cents) until that link is paid. */
  changeDue?: { link: string; cents: number } | null
  /** Booking changes the desk made on the order (each e-mails "Tu reserva … ha cambiado"). */
  changes?: number
  /** Cents: the order's lines right after the last change (what its e-mail states as the total). */
  changeTotal?: number
  /** Cents the desk recorded as paid in cash, by transfer or at the terminal (mark paid). */
  deskPaid?: number
  /** Each voucher the desk resent: the order's lines worth (cents) when it was sent, its e-mail's total. */
  resends?: number[]
}
export type Model = {
  carts: ModelCart[]
  serial: number
  /** What each traveller's cancellation announced it refunds, by the booking's hold id (null: nothing had been paid). */
  refunds: Map<string, number | null>
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
  /** A DELETE with a body (Medusa's promotion removal takes the codes in the body). */
  storeDelete: (url: string, body: object) => Promise<Http>
  /** The SMTP server the commerce server sends to: every mail, parsed. */
  mail: MailSink
  /** Admin API calls, signed in as the shop's admin. */
  admin: {
    get: (url: string) => Promise<Http>
    post: (url: string, body?: object) => Promise<Http>
  }
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
    let net = 0
    let refunded = 0
    let linkPaid = 0
    for (const started of [...cart.sessions, ...cart.links]) {
      const session = await real.double.stripe.checkout.sessions.retrieve(started.id, {
        expand: ["payment_intent"],
      })
      if (session.amount_total !== Math.round(started.shown * 100)) {
        throw new Error(
          `cart ${cart.id}: shown ${started.shown}, the card session ${started.id} asked ${session.amount_total}`,
        )
      }
      const intent = session.payment_intent as Stripe.PaymentIntent | null
      const received = intent?.amount_received ?? 0
      if (received && cart.links.includes(started)) linkPaid += received
      if (received && cart.changeDue?.link === started.id) cart.changeDue = null
      net += received
      if (intent?.latest_charge) {
        refunded +=
          (await real.double.stripe.charges.retrieve(String(intent.latest_charge)))
            .amount_refunded ?? 0
      }
    }
    if (cart.orderId) {
      await assertMails(real, cart, { refunded, linkPaid })
      // A link paid while its booking was cancelled is refunded by its settlement, which the mails waited for.
      refunded = 0
      for (const started of [...cart.sessions, ...cart.links]) {
        const session = await real.double.stripe.checkout.sessions.retrieve(started.id, {
          expand: ["payment_intent"],
        })
        const charge = (session.payment_intent as Stripe.PaymentIntent | null)?.latest_charge
        if (charge) {
          refunded +=
            (await real.double.stripe.charges.retrieve(String(charge))).amount_refunded ?? 0
        }
      }
    }
    net -= refunded
    // Money taken at the desk is kept by the shop, not Stripe: what Medusa recorded of it counts too.
    if (cart.orderId && cart.deskPaid) net += await deskHeld(real, cart.orderId)
    const charged =
      cart.orderId &&
      !cart.operatorCancelled &&
      (cart.method === "card" || linkPaid || cart.deskPaid)
    const owed = charged
      ? (await orderWorth(real, model.refunds, cart.orderId!)) - cart.goodwill
      : 0
    // An increase the desk asked by a link not paid yet is owed, not held.
    const expected = Math.round(owed * 100) - (charged ? (cart.changeDue?.cents ?? 0) : 0)
    if (net !== expected) {
      throw new Error(
        `cart ${cart.id} (order ${cart.orderId ?? "none"}, ${cart.method ?? "unpaid"}): Stripe holds ${net}, ` +
          `its live bookings and penalties less goodwill are worth ${expected} ` +
          `(goodwill ${cart.goodwill}, change due ${JSON.stringify(cart.changeDue ?? null)}, ` +
          `sessions ${JSON.stringify(await moneyAtStripe(real, [...cart.sessions, ...cart.links]))})\n${real.trail.join("\n")}`,
      )
    }
  }
}

/** Each Checkout Session's money at Stripe, for a failure's message. */
async function moneyAtStripe(real: Real, sessions: { id: string }[]) {
  const out: Record<string, unknown>[] = []
  for (const started of sessions) {
    const session = await real.double.stripe.checkout.sessions.retrieve(started.id, {
      expand: ["payment_intent"],
    })
    const intent = session.payment_intent as Stripe.PaymentIntent | null
    const charge = intent?.latest_charge
      ? await real.double.stripe.charges.retrieve(String(intent.latest_charge))
      : null
    out.push({
      id: started.id,
      status: intent?.status ?? session.status,
      received: intent?.amount_received ?? 0,
      refunded: charge?.amount_refunded ?? 0,
    })
  }
  return out
}

/** Captured minus refunded on an order's payments taken outside Stripe (pay later, then paid at the desk), in cents. */
async function deskHeld(real: Real, orderId: string) {
  const { data } = await real.container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "payment_collections.payments.provider_id",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: orderId },
  })
  const sum = (rows: any[] | null | undefined) =>
    (rows ?? []).reduce((total, row) => total + Math.round(Number(row.amount) * 100), 0)
  return ((data[0] as any)?.payment_collections ?? [])
    .flatMap((c: any) => c?.payments ?? [])
    .filter((p: any) => p?.provider_id === "pp_system_default")
    .reduce((total: number, p: any) => total + sum(p.captures) - sum(p.refunds), 0)
}
