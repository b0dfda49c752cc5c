import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { seedFixtures, storeApi } from "../fixtures"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()

const PROXY_SECRET = "site-origin-proxy-secret"
// Read once when the settings are first parsed: set before the runner starts Medusa.
process.env.COMMERCE_PROXY_SECRET = PROXY_SECRET

/**
 * Issue 27.5: a card payment returns to the origin the traveller used (one of
 * the site's own, from an allow-list), never to an origin a request names.
 */
medusaIntegrationTestRunner({
  env: {
    STRIPE_API_KEY: STRIPE_TEST.apiKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
    COMMERCE_PROXY_SECRET: PROXY_SECRET,
  },
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const { post, cartWithBooking } = storeApi(api, () => headers)

    beforeAll(async () => {
      double = await startStripeDouble()
    })
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
      delete process.env.COMMERCE_PROXY_SECRET
    })
    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      await double.control("reset")
    })

    async function returnUrls(extra: Record<string, string>) {
      const { cartId } = await cartWithBooking({ adult: 1 })
      const started = await post(`/store/carts/${cartId}/card-payment`, {}, extra)
      expect(started.status).toBe(200)
      const session = await double.stripe.checkout.sessions.retrieve(
        started.data.card_payment.checkout_session_id,
      )
      return { success: session.success_url!, cancel: session.cancel_url! }
    }

    it("a payment started at http://127.0.0.1:4321 returns to http://127.0.0.1:4321 (the browser's Origin)", async () => {
      const urls = await returnUrls({ origin: "http://127.0.0.1:4321" })
      expect(urls.success).toBe(
        "http://127.0.0.1:4321/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      )
      expect(urls.cancel).toBe("http://127.0.0.1:4321/checkout?payment=canceled")
    })

    it("the site's proxy names the origin the traveller used (x-sendero-origin, believed only with its secret)", async () => {
      const proxied = await returnUrls({
        "x-sendero-origin": "http://127.0.0.1:4321",
        "x-sendero-proxy": PROXY_SECRET,
      })
      expect(proxied.success.startsWith("http://127.0.0.1:4321/checkout/success")).toBe(true)
      const guessed = await returnUrls({
        "x-sendero-origin": "http://127.0.0.1:4321",
        "x-sendero-proxy": "a-guessed-secret",
      })
      expect(guessed.success.startsWith("http://localhost:4321/checkout/success")).toBe(true)
    })

    it("an origin outside the site's list (evil.example) is ignored: the configured site URL is used", async () => {
      for (const origin of ["https://evil.example", "http://127.0.0.1:9999", "null"]) {
        const urls = await returnUrls({
          origin,
          "x-forwarded-host": "evil.example",
          "x-sendero-origin": "https://evil.example",
        })
        expect(urls.success).toBe(
          "http://localhost:4321/checkout/success?session_id={CHECKOUT_SESSION_ID}",
        )
        expect(urls.cancel).toBe("http://localhost:4321/checkout?payment=canceled")
      }
    })
  },
})
