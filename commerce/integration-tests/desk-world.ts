import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Locale } from "../src/lib/i18n/messages"
import { signId } from "../src/lib/signed-token"
import { BOOKING_MODULE } from "../src/modules/booking"
import type BookingModuleService from "../src/modules/booking/service"
import { ensureAdminUser } from "../src/scripts/seed/admin-user"
import { DESERT_SAFARI, dayFromToday, seedFixtures, send, storeApi, waitFor } from "./fixtures"
import { assertOrderInvariants } from "./invariants"
import { startMailSink, type MailSink } from "./mail-sink"
import { forgetStripeDoubleEnv, startStripeDouble } from "./stripe-double"

type Http = Parameters<typeof storeApi>[0] & {
  post: (url: string, body?: object, config?: object) => Promise<any>
  defaults: { baseURL?: string }
}
type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>

/**
 * A mail sink for the whole spec file, started before Medusa boots so its SMTP settings are
 * read (call at the top level of a spec, before `medusaIntegrationTestRunner`).
 */
export function useMailSink(): () => MailSink {
  let sink: MailSink
  process.env.SMTP_RETRY_DELAYS = "200"
  beforeAll(async () => {
    sink = await startMailSink()
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
  })
  afterAll(async () => {
    await sink?.stop()
  })
  return () => sink
}

/** Signs the seeded admin in (created when missing): the headers of its requests. */
export async function signInAdmin(api: Http, container: MedusaContainer) {
  await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
  const login = await api.post("/auth/user/emailpass", {
    email: "admin@example.com",
    password: "a-long-password-1",
  })
  return { authorization: `Bearer ${login.data.token}` } as Record<string, string>
}

/**
 * The desk's world in an HTTP spec: before each test the store and the safari are seeded, the
 * Stripe double is reset (its webhooks sent at once, or held), an admin is signed in and the
 * mail sink emptied; after each the order invariants are checked. It gives the admin's calls in
 * a language, orders on the safari (card, pay later, paid by link) and what the desk, Stripe,
 * the store and the mail sink then say about them.
 */
export function useDeskWorld(
  { api, getContainer }: { api: Http; getContainer: () => MedusaContainer },
  { sink, webhook = "immediate" }: { sink: () => MailSink; webhook?: "immediate" | "hold" },
) {
  let container: MedusaContainer
  let headers: Record<string, string>
  let admin: Record<string, string>
  let double: StripeDouble
  const store = storeApi(api, () => headers)
  const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
  const as = (locale: Locale) => ({ headers: { ...admin, "x-medusa-locale": locale } })
  const adminGet = (url: string, locale: Locale = "es") => send(api.get(url, as(locale)))
  const adminPost = (url: string, body: object = {}, locale: Locale = "es") =>
    send(api.post(url, body, as(locale)))

  async function sql(text: string) {
    const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    return (await pg.raw(text)).rows as Record<string, unknown>[]
  }
  /** The order's payments as Medusa recorded them: captured when, refunded how much, why and how. */
  async function payments(orderId: string): Promise<any[]> {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "payment_collections.payments.id",
        "payment_collections.payments.captured_at",
        "payment_collections.payments.refunds.amount",
        "payment_collections.payments.refunds.refund_reason_id",
        "payment_collections.payments.refunds.note",
        "payment_collections.payments.refunds.metadata",
      ],
      filters: { id: orderId },
    })
    return (data[0]?.payment_collections ?? []).flatMap((c: any) => c.payments ?? [])
  }
  const capturedPayments = async (orderId: string) =>
    (await payments(orderId)).filter((p) => p.captured_at)
  const refundedAtStripe = async (intentId: string) =>
    (
      (await double.stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] }))
        .latest_charge as any
    )?.amount_refunded ?? 0
  const day = async (offset: number) =>
    (
      await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
      )
    ).data
  const seatsLeft = async (offset: number, slotId: string) =>
    (await day(offset)).options[0].slots.find((s: any) => s.id === slotId)?.seats_left as number
  const manifestOf = async (bookingId: string, offset = 3) =>
    (await adminGet(`/admin/manifest?date=${dayFromToday(offset)}`)).data.bookings?.find(
      (e: any) => e.booking_id === bookingId,
    )
  const voucherOf = async (bookingId: string) =>
    (await store.get(`/store/vouchers/${signId("voucher", bookingId)}`)).data.voucher
  /** The e-mail to `to` whose subject matches (other mails of the order may arrive around it). */
  const mailTo = (to: string, subject: RegExp) =>
    waitFor(async () =>
      (await sink().waitFor(to, 1, 500)).find((m) => subject.test(m.subject ?? "")),
    )

  type OrderOptions = {
    offset?: number
    adult?: number
    slotIndex?: number
    locale?: Locale
    name?: [string, string]
    promo?: string | null
  }

  /** A cart on the safari with its e-mail, lead guest and (optionally) a promotion code. */
  async function readyCart(email: string, options: OrderOptions, name: [string, string]) {
    const { offset = 3, adult = 2, slotIndex = 0, locale = "es", promo = null } = options
    const lang = { "x-medusa-locale": locale }
    const { cartId, slotId } = await store.cartWithBooking({ adult }, { offset, slotIndex })
    if (promo) {
      const applied = await store.post(`/store/carts/${cartId}/promotions`, {
        promo_codes: [promo],
      })
      expect(applied.status).toBe(200)
    }
    const updated = await store.post(
      `/store/carts/${cartId}`,
      { email, billing_address: { first_name: name[0], last_name: name[1] } },
      lang,
    )
    expect(updated.status).toBe(200)
    return { cartId, slotId, lang, offset }
  }

  /** A pay-later order on the safari (2 adults, 90 EUR, 3 days ahead unless told). */
  async function payLaterOrder(email: string, options: OrderOptions = {}) {
    const { cartId, slotId, lang, offset } = await readyCart(
      email,
      options,
      options.name ?? ["Marta", "Gil"],
    )
    await store.payLater(cartId)
    const done = await store.post(`/store/carts/${cartId}/complete-booking`, {}, lang)
    expect(done.status).toBe(200)
    const [row] = await booking().listBookings({ order_id: done.data.order.id })
    return { orderId: done.data.order.id as string, slotId, bookingId: row.id, offset }
  }

  /** A card order on the safari (2 adults, 90 EUR, 3 days ahead unless told), paid at the Stripe double and settled. */
  async function cardOrder(email: string, options: OrderOptions = {}) {
    const { cartId, slotId, lang, offset } = await readyCart(
      email,
      options,
      options.name ?? ["Lucía", "Pérez"],
    )
    const started = await store.post(`/store/carts/${cartId}/card-payment`, {}, lang)
    expect(started.status).toBe(200)
    const sessionId: string = started.data.card_payment.checkout_session_id
    expect(
      (await double.control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" })).outcome,
    ).toBe("succeeded")
    const orderId = await waitFor(async () => {
      const [row] = await sql(`SELECT order_id FROM order_cart WHERE cart_id = '${cartId}'`)
      if (!row) return null
      return (await capturedPayments(String(row.order_id))).length ? String(row.order_id) : null
    })
    const session = await double.stripe.checkout.sessions.retrieve(sessionId)
    const [row] = await booking().listBookings({ order_id: orderId })
    const intentId = String(session.payment_intent)
    return { orderId, slotId, bookingId: row.id, intentId, offset }
  }

  /** A pay-later order whose payment link was sent and paid (90 EUR at the Stripe double). */
  async function linkPaidOrder(email: string, options: OrderOptions = {}) {
    const order = await payLaterOrder(email, options)
    const link = (await adminPost(`/admin/pay-later/${order.orderId}/payment-link`, {})).data
      .payment_link
    const paid = await double.control(`sessions/${link.id}/pay`, { card: "4242 4242 4242 4242" })
    expect(paid.outcome).toBe("succeeded")
    await waitFor(async () => (await capturedPayments(order.orderId)).length > 0)
    const session = await double.stripe.checkout.sessions.retrieve(link.id)
    return { ...order, intentId: String(session.payment_intent) }
  }

  /** Runs `steps` with more store headers (a signed-in customer's), then the guest's again. */
  async function withStoreHeaders<T>(extra: Record<string, string>, steps: () => Promise<T>) {
    const guest = headers
    headers = { ...headers, ...extra }
    try {
      return await steps()
    } finally {
      headers = guest
    }
  }

  beforeAll(async () => {
    double = await startStripeDouble()
  })
  afterAll(async () => {
    await double?.stop()
    forgetStripeDoubleEnv()
  })
  beforeEach(async () => {
    container = getContainer()
    headers = await seedFixtures(container)
    await double.control("reset")
    await double.control("webhook", { url: `${api.defaults.baseURL}/hooks/stripe`, mode: webhook })
    admin = await signInAdmin(api, container)
    sink().clear()
  })
  afterEach(async () => {
    await assertOrderInvariants(sql)
  })

  return {
    api,
    store,
    container: () => container,
    /** The store's headers (its publishable key): a caller with no admin session. */
    storeHeaders: () => headers,
    double: () => double,
    admin: () => admin,
    booking,
    adminGet,
    adminPost,
    sql,
    payments,
    capturedPayments,
    refundedAtStripe,
    day,
    seatsLeft,
    manifestOf,
    voucherOf,
    mailTo,
    payLaterOrder,
    cardOrder,
    linkPaidOrder,
    withStoreHeaders,
  }
}

/** What `useDeskWorld` gives a spec. */
export type DeskWorld = ReturnType<typeof useDeskWorld>
