import { measurePair } from "./load.mjs"

/**
 * The card path's benchmarks for `npm run bench:commerce`, against the
 * product's Stripe test double:
 * - checkout start (card) to session URL, beside Medusa's own
 *   POST /store/payment-collections/:id/payment-sessions (pay later);
 * - card settlement: completing a paid card cart (the return page's settle)
 *   beside Medusa's POST /store/carts/:id/complete for a plain cart and
 *   Medusa's own POST /admin/payments/:id/capture on a plain order (no
 *   bookings), the three interleaved;
 * - webhook received to order decided (the double sends the event as soon as
 *   the card is paid; the clock stops when the cart is completed), one
 *   payment at a time, each beside one Medusa capture of a plain order;
 * - admin cancel-and-refund: Medusa's POST /admin/orders/:id/cancel on the
 *   settled card orders (with bookings: the lifecycle cancels the bookings,
 *   gives the seats back and refunds at the Stripe double) beside the same
 *   route on the captured plain orders (Medusa's own cancel, which refunds
 *   the capture); afterwards every card order is checked: cancelled, no live
 *   booking, refunded in full in Medusa and at the double.
 */
export async function benchCardPayments({
  base,
  headers,
  admin,
  regionId,
  slotFor,
  plainVariant,
  double,
  total,
  concurrency,
}) {
  const call = async (hdrs, method, p, body) => {
    const response = await fetch(`${base}${p}`, {
      method,
      headers: hdrs,
      body: body && JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok)
      throw new Error(`${method} ${p}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`)
    return json
  }
  const api = (method, p, body) => call(headers, method, p, body)
  const adminApi = (method, p, body) => call(admin, method, p, body)
  const doubleUrl = double.url
  const control = (p, body) =>
    fetch(`${doubleUrl}/_control/${p}`, { method: "POST", body: JSON.stringify(body ?? {}) }).then(
      (r) => r.json(),
    )
  const stripe = (p) =>
    fetch(`${doubleUrl}/v1/${p}`, { headers: { authorization: `Bearer ${double.apiKey}` } }).then(
      (r) => r.json(),
    )
  const bookingCart = async (i) => {
    const { cart } = await api("POST", "/store/carts", {
      region_id: regionId,
      email: `bench${i}@example.com`,
    })
    await api("POST", `/store/carts/${cart.id}/bookings`, {
      slot_id: slotFor(i),
      travellers: { adult: 1 },
    })
    return cart.id
  }
  /** A plain cart (one non-booking item) with Medusa's pay-later session, ready to complete. */
  const plainCart = async (email) => {
    const { cart } = await api("POST", "/store/carts", { region_id: regionId, email })
    await api("POST", `/store/carts/${cart.id}/line-items`, {
      variant_id: plainVariant,
      quantity: 1,
    })
    const { payment_collection } = await api("POST", "/store/payment-collections", {
      cart_id: cart.id,
    })
    await api("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
      provider_id: "pp_system_default",
    })
    return cart.id
  }
  const paymentOf = async (orderId) => {
    const { order } = await adminApi(
      "GET",
      `/admin/orders/${orderId}?fields=id,*payment_collections.payments`,
    )
    return order.payment_collections[0].payments[0].id
  }
  const inBatches = async (n, make) => {
    const out = []
    for (let i = 0; i < n; i += concurrency) {
      out.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(concurrency, n - i) }, (_, k) => make(i + k)),
        )),
      )
    }
    return out
  }
  const results = {}

  await control("webhook", { mode: "hold" })
  const payLaterCollections = await inBatches(total, async (i) => {
    const cartId = await bookingCart(i)
    return (await api("POST", "/store/payment-collections", { cart_id: cartId })).payment_collection
      .id
  })
  const cardCarts = await inBatches(total, (i) => bookingCart(total + i))
  ;[results.paymentSession, results.cardStart] = await measurePair({
    names: [
      "POST /store/payment-collections/:id/payment-sessions (Medusa)",
      "POST /store/carts/:id/card-payment",
    ],
    total,
    concurrency,
    expectStatus: [200, 200],
    makeRequests: (i) => [
      {
        url: `${base}/store/payment-collections/${payLaterCollections[i]}/payment-sessions`,
        init: {
          method: "POST",
          headers,
          body: JSON.stringify({ provider_id: "pp_system_default" }),
        },
      },
      {
        url: `${base}/store/carts/${cardCarts[i]}/card-payment`,
        init: { method: "POST", headers, body: "{}" },
      },
    ],
  })

  // Card carts on the hosted page (webhooks held, so the return page decides) and plain pay-later carts.
  const paid = await inBatches(total, async (i) => {
    const cartId = cardCarts[i]
    const { card_payment } = await api("POST", `/store/carts/${cartId}/card-payment`, {})
    return { cartId, sessionId: card_payment.checkout_session_id }
  })
  // Each card is paid just before its settle is sent (outside the clock): paid
  // any earlier, the minute's reconcile job would settle it first and the
  // return page would only read a decided order.
  const payments = new Map()
  const payCard = (i) => {
    if (!payments.has(i))
      payments.set(i, control(`sessions/${paid[i].sessionId}/pay`, { card: "4242424242424242" }))
    return payments.get(i)
  }
  const plain = await inBatches(total, (i) => plainCart(`plain${i}@example.com`))
  // Plain orders (no bookings) whose authorized payment Medusa's capture takes, then Medusa's cancel refunds.
  const authorized = await inBatches(total, async (i) => {
    const done = await api(
      "POST",
      `/store/carts/${await plainCart(`captured${i}@example.com`)}/complete`,
    )
    return { orderId: done.order.id, paymentId: await paymentOf(done.order.id) }
  })
  const plainOrders = []
  const cardOrders = []
  ;[results.completePlain, results.completeCard, results.capture] = await measurePair({
    names: [
      "POST /store/carts/:id/complete (Medusa, plain cart)",
      "GET /store/carts/:id/card-payment (paid, settles)",
      "POST /admin/payments/:id/capture (Medusa, plain order)",
    ],
    total,
    concurrency,
    expectStatus: [200, 200, 200],
    makeRequests: async (i) =>
      (await payCard(i)) && [
        { url: `${base}/store/carts/${plain[i]}/complete`, init: { method: "POST", headers } },
        {
          url: `${base}/store/carts/${paid[i].cartId}/card-payment?session_id=${paid[i].sessionId}`,
          init: { headers },
        },
        {
          url: `${base}/admin/payments/${authorized[i].paymentId}/capture`,
          init: { method: "POST", headers: admin, body: "{}" },
        },
      ],
    onResponse: (i, which, status, body) => {
      if (status !== 200) return
      if (which === 0) plainOrders[i] = JSON.parse(body).order?.id
      if (which === 1) cardOrders[i] = JSON.parse(body).card_payment?.order_id
    },
  })

  // Admin cancel-and-refund: card orders with bookings (the lifecycle) beside captured plain orders (Medusa's own).
  ;[results.cancelPlain, results.cancelCard] = await measurePair({
    names: [
      "POST /admin/orders/:id/cancel (Medusa, plain order)",
      "POST /admin/orders/:id/cancel (card order, bookings)",
    ],
    total,
    concurrency,
    expectStatus: [200, 200],
    makeRequests: (i) => [
      {
        url: `${base}/admin/orders/${authorized[i].orderId}/cancel`,
        init: { method: "POST", headers: admin, body: "{}" },
      },
      {
        url: `${base}/admin/orders/${cardOrders[i] ?? "missing"}/cancel`,
        init: { method: "POST", headers: admin, body: "{}" },
      },
    ],
  })
  const wrong = (
    await inBatches(total, async (i) => {
      const orderId = cardOrders[i]
      if (!orderId) return `card cart ${paid[i].cartId}: no order`
      const { lifecycle } = await adminApi("GET", `/admin/orders/${orderId}/lifecycle`)
      const session = await stripe(`checkout/sessions/${paid[i].sessionId}`)
      const intent = await stripe(
        `payment_intents/${session.payment_intent}?expand[]=latest_charge`,
      )
      const atStripe = intent.latest_charge?.amount_refunded ?? 0
      const ok =
        lifecycle.state === "cancelled" &&
        lifecycle.live_bookings === 0 &&
        lifecycle.captured > 0 &&
        lifecycle.refunded === lifecycle.captured &&
        atStripe === Math.round(lifecycle.captured * 100)
      return ok
        ? null
        : `order ${orderId}: ${JSON.stringify({ ...lifecycle, bookings: undefined, refunded_at_stripe: atStripe })}`
    })
  ).filter(Boolean)
  results.cancelCard.failures += wrong.length
  results.cancelCard.first_failure ??= wrong[0] ?? null

  // Webhook to decided order: one payment at a time, so the time is the path's own;
  // each beside one Medusa capture of a plain order (also one at a time).
  await control("webhook", { mode: "immediate" })
  const latencies = []
  const captures = []
  const webhookCarts = await inBatches(Math.min(total, 50), (i) => bookingCart(3 * total + i))
  const toCapture = await inBatches(webhookCarts.length, (i) =>
    plainOrders[i] ? paymentOf(plainOrders[i]) : null,
  )
  let captureFailures = 0
  for (const [i, cartId] of webhookCarts.entries()) {
    if (toCapture[i]) {
      const t = performance.now()
      const response = await fetch(`${base}/admin/payments/${toCapture[i]}/capture`, {
        method: "POST",
        headers: admin,
        body: "{}",
      })
      await response.text()
      captures.push(performance.now() - t)
      if (response.status !== 200) captureFailures++
    } else captureFailures++
    const { card_payment } = await api("POST", `/store/carts/${cartId}/card-payment`, {})
    const t0 = performance.now()
    await control(`sessions/${card_payment.checkout_session_id}/pay`, { card: "4242424242424242" })
    for (;;) {
      const { cart } = await api("GET", `/store/carts/${cartId}?fields=id,completed_at`)
      if (cart.completed_at) break
      if (performance.now() - t0 > 30_000)
        throw new Error(`Cart ${cartId} not completed 30 s after payment`)
      await new Promise((r) => setTimeout(r, 10))
    }
    latencies.push(performance.now() - t0)
  }
  results.webhookToOrder = oneAtATime("webhook received -> order decided", latencies, 0)
  results.captureOneAtATime = oneAtATime(
    "POST /admin/payments/:id/capture (Medusa, one at a time)",
    captures,
    captureFailures,
  )
  return results
}

/** p50/p95 of latencies measured one request at a time (no throughput: nothing ran beside them). */
function oneAtATime(name, latencies, failures) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10
  return { name, requests: sorted.length, failures, p50_ms: at(0.5), p95_ms: at(0.95), rps: null }
}
