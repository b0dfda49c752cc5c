import { PaymentSessionStatus } from "@medusajs/framework/utils"
import {
  startStripeDouble,
  STRIPE_TEST,
  STRIPE_TEST_URL,
} from "../../../../integration-tests/stripe-double"
import { fromMinorUnits, toMinorUnits } from "../money"
import StripeCheckoutProviderService from "../service"
import { sessionExpiry } from "../session"

jest.setTimeout(60_000)

type Double = Awaited<ReturnType<typeof startStripeDouble>>

/** The provider on its own, against the Stripe test double through the real SDK. */
describe("stripe-checkout provider", () => {
  let double: Double
  let provider: StripeCheckoutProviderService
  const logger = { info: () => {}, warn: () => {} }

  beforeAll(async () => {
    double = await startStripeDouble()
    provider = new StripeCheckoutProviderService(
      { logger },
      { apiKey: STRIPE_TEST.apiKey, apiUrl: STRIPE_TEST_URL },
    )
  })
  afterAll(() => double?.stop())

  const checkout = {
    cart_id: "cart_1",
    locale: "es",
    success_url: "http://localhost:4321/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:4321/checkout?payment=canceled",
    line_items: [
      { name: "Safari (Adulto ×2)", amount: 9000, quantity: 1 },
      { name: "Museo (Adulto)", amount: 2550, quantity: 1 },
    ],
  }
  const initiate = (key: string, extra: object = {}) =>
    provider.initiatePayment({
      amount: 115.5,
      currency_code: "eur",
      context: { idempotency_key: key, checkout, ...extra } as any,
      data: { session_id: "payses_1" },
    })
  async function authorised(key: string) {
    const { data } = await initiate(key)
    await double.control(`sessions/${data!.id}/pay`, { card: "4242424242424242" })
    return (await provider.authorizePayment({ data })).data!
  }

  it("creates one Checkout Session per idempotency key and keeps only id, url, expiry and PaymentIntent", async () => {
    const first = await initiate("payses_a")
    const again = await initiate("payses_a")
    expect(again.id).toBe(first.id)
    expect(first.status).toBe(PaymentSessionStatus.PENDING)
    expect(Object.keys(first.data!).sort()).toEqual(["expires_at", "id", "payment_intent", "url"])
    const session = await double.stripe.checkout.sessions.retrieve(first.id, {
      expand: ["line_items"],
    })
    expect(session).toMatchObject({
      amount_total: 11550,
      client_reference_id: "cart_1",
      metadata: { cart_id: "cart_1", payment_session_id: "payses_1" },
    })
    const expiresIn = session.expires_at - Math.floor(Date.now() / 1000)
    expect(expiresIn).toBeGreaterThanOrEqual(31 * 60)
    expect(expiresIn).toBeLessThanOrEqual(36 * 60)
  })

  it("gives every retry within a 5-minute window the same expiry, always 31 to 36 minutes ahead", () => {
    const start = Date.UTC(2026, 10, 22, 22, 0, 0)
    for (let ms = 0; ms < 600_000; ms += 7_000) {
      const ahead = sessionExpiry(start + ms) - (start + ms) / 1000
      expect(ahead).toBeGreaterThan(31 * 60 - 1)
      expect(ahead).toBeLessThanOrEqual(36 * 60)
    }
    expect(sessionExpiry(start + 1_000)).toBe(sessionExpiry(start + 299_000))
  })

  it("refuses a checkout without the server-built context, or whose lines do not add up to the amount", async () => {
    await expect(
      provider.initiatePayment({
        amount: 115.5,
        currency_code: "eur",
        context: { idempotency_key: "x" },
        data: {},
      }),
    ).rejects.toMatchObject({ type: "not_allowed" })
    await expect(
      provider.initiatePayment({
        amount: 1,
        currency_code: "eur",
        context: { idempotency_key: "y", checkout } as any,
        data: {},
      }),
    ).rejects.toMatchObject({ type: "invalid_data" })
  })

  it("reads the status from the PaymentIntent: pending, declined still pending, authorised", async () => {
    const { data } = await initiate("payses_b")
    expect((await provider.getPaymentStatus({ data })).status).toBe(PaymentSessionStatus.PENDING)
    await double.control(`sessions/${data!.id}/pay`, { card: "4000000000009995" })
    expect((await provider.getPaymentStatus({ data })).status).toBe(PaymentSessionStatus.PENDING)
    await double.control(`sessions/${data!.id}/pay`, { card: "4242424242424242" })
    const authorised = await provider.authorizePayment({ data })
    expect(authorised.status).toBe(PaymentSessionStatus.AUTHORIZED)
    expect(authorised.data!.payment_intent).toMatch(/^pi_/)
  })

  it("captures only amount_to_capture, once per idempotency key, and releases the rest", async () => {
    const data = await authorised("payses_c")
    const captured = await provider.capturePayment({
      data: { ...data, amount_to_capture: 9000 },
      context: { idempotency_key: "capt_1" },
    })
    expect(captured.data).not.toHaveProperty("amount_to_capture")
    await provider.capturePayment({
      data: { ...data, amount_to_capture: 9000 },
      context: { idempotency_key: "capt_1" },
    })
    const intent = await double.stripe.paymentIntents.retrieve(data.payment_intent as string)
    expect(intent).toMatchObject({
      status: "succeeded",
      amount_received: 9000,
      amount_capturable: 0,
    })
    expect((await provider.getPaymentStatus({ data })).status).toBe(PaymentSessionStatus.CAPTURED)
  })

  it("refunds in minor units with the refund's idempotency key", async () => {
    const data = await authorised("payses_d")
    await provider.capturePayment({ data, context: { idempotency_key: "capt_2" } })
    await provider.refundPayment({ data, amount: 25.5, context: { idempotency_key: "ref_1" } })
    await provider.refundPayment({ data, amount: 25.5, context: { idempotency_key: "ref_1" } })
    const charges = await double.events("charge.refunded")
    expect(charges.filter((e) => e.object_id.startsWith("ch_"))).toHaveLength(1)
  })

  it("cancels an authorisation, and expires an open session when Medusa deletes or cancels it", async () => {
    const data = await authorised("payses_e")
    await provider.cancelPayment({ data, context: { idempotency_key: "pay_1" } })
    expect(
      await double.stripe.paymentIntents.retrieve(data.payment_intent as string),
    ).toMatchObject({ status: "canceled" })
    await provider.cancelPayment({ data, context: { idempotency_key: "pay_1" } })

    const open = await initiate("payses_f")
    await provider.deletePayment({ data: open.data })
    expect((await double.stripe.checkout.sessions.retrieve(open.id)).status).toBe("expired")
    expect((await provider.getPaymentStatus({ data: open.data })).status).toBe(
      PaymentSessionStatus.CANCELED,
    )
  })

  it("converts amounts to Stripe's minor units by currency", () => {
    expect(toMinorUnits(115.5, "eur")).toBe(11550)
    expect(toMinorUnits(0.1 + 0.2, "usd")).toBe(30)
    expect(toMinorUnits(1500, "jpy")).toBe(1500)
    expect(toMinorUnits(1.234, "kwd")).toBe(1230)
    expect(fromMinorUnits(11550, "eur")).toBe(115.5)
  })
})
