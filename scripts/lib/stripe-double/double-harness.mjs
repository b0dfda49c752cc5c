import http from "node:http"
import Stripe from "stripe"
import { afterAll, beforeAll, beforeEach } from "vitest"
import { startStripeDouble } from "./server.mjs"

export const SECRET = "whsec_test_double"
export const API_KEY = "sk_test_double"

/** A webhook receiver that verifies each delivery with the SDK, as our route does. */
export function receiver() {
  const received = []
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      try {
        const event = Stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          req.headers["stripe-signature"],
          SECRET,
        )
        received.push(event)
        res.writeHead(200).end("{}")
      } catch {
        received.push({ rejected: true })
        res.writeHead(400).end()
      }
    })
  })
  return { server, received }
}

/** The running double, the SDK pointed at it, the webhook receiver and the control API (set by useStripeDouble). */
export let double
export let stripe
export let hook
export let control

/**
 * Starts a double (webhooks held until the test delivers them) and a receiver for the calling
 * test file, resets both before each test and stops them after the file.
 */
export function useStripeDouble() {
  beforeAll(async () => {
    hook = receiver()
    await new Promise((r) => hook.server.listen(0, "127.0.0.1", r))
    double = await startStripeDouble({
      port: 0,
      apiKey: API_KEY,
      webhook: {
        url: `http://127.0.0.1:${hook.server.address().port}/hook`,
        secret: SECRET,
        mode: "hold",
      },
    })
    stripe = new Stripe(API_KEY, {
      host: "127.0.0.1",
      port: double.port,
      protocol: "http",
      maxNetworkRetries: 0,
    })
    control = async (path, body = {}) => {
      const response = await fetch(`${double.url}/_control/${path}`, {
        method: "POST",
        body: JSON.stringify(body),
      })
      return response.json()
    }
  })
  afterAll(async () => {
    await double.close()
    hook.server.close()
  })
  beforeEach(async () => {
    hook.received.length = 0
    await control("reset")
  })
}

/** A Checkout Session as our provider creates one (two lines, manual capture), with `extra` over it. */
export const newSession = (extra = {}, options) =>
  stripe.checkout.sessions.create(
    {
      mode: "payment",
      client_reference_id: "cart_123",
      locale: "es",
      success_url: "http://localhost:4321/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:4321/checkout",
      expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
      payment_intent_data: { capture_method: "manual" },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "eur",
            unit_amount: 9000,
            product_data: { name: "Safari, 2 adults" },
          },
        },
        {
          quantity: 2,
          price_data: { currency: "eur", unit_amount: 2800, product_data: { name: "Dinner" } },
        },
      ],
      ...extra,
    },
    options,
  )
