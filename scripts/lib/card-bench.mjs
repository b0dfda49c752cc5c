import { measurePair } from "./load.mjs"

/**
 * The card path's benchmarks for `npm run bench:commerce`, against the
 * product's Stripe test double:
 * - checkout start (card) to session URL, beside Medusa's own
 *   POST /store/payment-collections/:id/payment-sessions (pay later);
 * - completing a paid card cart (the return page's settle) beside Medusa's
 *   POST /store/carts/:id/complete for a plain cart;
 * - webhook received to order decided (the double sends the event as soon as
 *   the card is paid; the clock stops when the cart is completed).
 */
export async function benchCardPayments({ base, headers, regionId, slotFor, plainVariant, doubleUrl, total, concurrency }) {
  const api = async (method, p, body) => {
    const response = await fetch(`${base}${p}`, { method, headers, body: body && JSON.stringify(body) })
    const json = await response.json()
    if (!response.ok) throw new Error(`${method} ${p}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`)
    return json
  }
  const control = (p, body) =>
    fetch(`${doubleUrl}/_control/${p}`, { method: "POST", body: JSON.stringify(body ?? {}) }).then((r) => r.json())
  const bookingCart = async (i) => {
    const { cart } = await api("POST", "/store/carts", { region_id: regionId, email: `bench${i}@example.com` })
    await api("POST", `/store/carts/${cart.id}/bookings`, { slot_id: slotFor(i), travellers: { adult: 1 } })
    return cart.id
  }
  const inBatches = async (n, make) => {
    const out = []
    for (let i = 0; i < n; i += concurrency) {
      out.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, n - i) }, (_, k) => make(i + k)))))
    }
    return out
  }
  const results = {}

  await control("webhook", { mode: "hold" })
  const payLaterCollections = await inBatches(total, async (i) => {
    const cartId = await bookingCart(i)
    return (await api("POST", "/store/payment-collections", { cart_id: cartId })).payment_collection.id
  })
  const cardCarts = await inBatches(total, (i) => bookingCart(total + i))
  ;[results.paymentSession, results.cardStart] = await measurePair({
    names: ["POST /store/payment-collections/:id/payment-sessions (Medusa)", "POST /store/carts/:id/card-payment"],
    total,
    concurrency,
    expectStatus: [200, 200],
    makeRequests: (i) => [
      {
        url: `${base}/store/payment-collections/${payLaterCollections[i]}/payment-sessions`,
        init: { method: "POST", headers, body: JSON.stringify({ provider_id: "pp_system_default" }) },
      },
      { url: `${base}/store/carts/${cardCarts[i]}/card-payment`, init: { method: "POST", headers, body: "{}" } },
    ],
  })

  // Paid card carts (webhooks held, so the return page decides) and plain pay-later carts.
  const paid = await inBatches(total, async (i) => {
    const cartId = cardCarts[i]
    const { card_payment } = await api("POST", `/store/carts/${cartId}/card-payment`, {})
    await control(`sessions/${card_payment.checkout_session_id}/pay`, { card: "4242424242424242" })
    return { cartId, sessionId: card_payment.checkout_session_id }
  })
  const plain = await inBatches(total, async (i) => {
    const { cart } = await api("POST", "/store/carts", { region_id: regionId, email: `plain${i}@example.com` })
    await api("POST", `/store/carts/${cart.id}/line-items`, { variant_id: plainVariant, quantity: 1 })
    const { payment_collection } = await api("POST", "/store/payment-collections", { cart_id: cart.id })
    await api("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: "pp_system_default" })
    return cart.id
  })
  ;[results.completePlain, results.completeCard] = await measurePair({
    names: ["POST /store/carts/:id/complete (Medusa, plain cart)", "GET /store/carts/:id/card-payment (paid, settles)"],
    total,
    concurrency,
    expectStatus: [200, 200],
    makeRequests: (i) => [
      { url: `${base}/store/carts/${plain[i]}/complete`, init: { method: "POST", headers } },
      { url: `${base}/store/carts/${paid[i].cartId}/card-payment?session_id=${paid[i].sessionId}`, init: { headers } },
    ],
  })

  // Webhook to decided order: one payment at a time, so the time is the path's own.
  await control("webhook", { mode: "immediate" })
  const latencies = []
  const webhookCarts = await inBatches(Math.min(total, 50), (i) => bookingCart(3 * total + i))
  for (const cartId of webhookCarts) {
    const { card_payment } = await api("POST", `/store/carts/${cartId}/card-payment`, {})
    const t0 = performance.now()
    await control(`sessions/${card_payment.checkout_session_id}/pay`, { card: "4242424242424242" })
    for (;;) {
      const { cart } = await api("GET", `/store/carts/${cartId}?fields=id,completed_at`)
      if (cart.completed_at) break
      if (performance.now() - t0 > 30_000) throw new Error(`Cart ${cartId} not completed 30 s after payment`)
      await new Promise((r) => setTimeout(r, 10))
    }
    latencies.push(performance.now() - t0)
  }
  latencies.sort((a, b) => a - b)
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10
  results.webhookToOrder = { name: "webhook received -> order decided", requests: latencies.length, failures: 0, p50_ms: at(0.5), p95_ms: at(0.95), rps: null }
  return results
}
