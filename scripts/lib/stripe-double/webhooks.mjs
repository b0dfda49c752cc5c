import Stripe from "stripe"

const signer = new Stripe("sk_test_signer_only")

/**
 * Every event the double emitted, and their deliveries to one webhook
 * endpoint, signed as Stripe signs them (`Stripe-Signature`, timestamped at
 * delivery). In "immediate" mode an event is sent as soon as it happens; in
 * "hold" mode it waits for the control API, which can send it late, several
 * times or in any order.
 */
export function createWebhooks({
  url = null,
  secret = null,
  mode = "immediate",
  enabled_events = null,
  log = () => {},
} = {}) {
  // enabled_events: the event types the endpoint subscribes to, as on
  // Stripe's dashboard (null: every type).
  const endpoint = { url, secret, mode, enabled_events }
  const events = []
  const inFlight = new Set()

  function record(event) {
    const entry = { event, deliveries: [] }
    events.push(entry)
    const subscribed = !endpoint.enabled_events || endpoint.enabled_events.includes(event.type)
    if (endpoint.mode === "immediate" && endpoint.url && subscribed) track(send(entry))
  }

  function track(promise) {
    inFlight.add(promise)
    promise.finally(() => inFlight.delete(promise))
    return promise
  }

  async function send(entry, { signatureSecret } = {}) {
    const payload = JSON.stringify(entry.event, null, 2)
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: signatureSecret ?? endpoint.secret,
    })
    const delivery = { at: new Date().toISOString(), status: null, error: null }
    entry.deliveries.push(delivery)
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": header,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      })
      delivery.status = response.status
      await response.arrayBuffer()
    } catch (error) {
      delivery.error = error.cause?.code ?? error.message
    }
    log(`webhook ${entry.event.type} ${entry.event.id} -> ${delivery.status ?? delivery.error}`)
    return delivery
  }

  function find(id) {
    const entry = events.find((e) => e.event.id === id)
    if (!entry) throw Object.assign(new Error(`No event ${id}`), { status: 404 })
    return entry
  }

  /**
   * Sends events now: `ids` in that order (default: every event not yet
   * delivered, oldest first), each `times` times, after `delay_ms`; the copies
   * of one event go out at the same instant.
   */
  async function deliver({
    ids,
    times = 1,
    delay_ms = 0,
    parallel = false,
    signature_secret,
  } = {}) {
    if (!endpoint.url) throw Object.assign(new Error("No webhook URL configured"), { status: 409 })
    const entries = ids ? ids.map(find) : events.filter((e) => e.deliveries.length === 0)
    if (delay_ms > 0) await new Promise((r) => setTimeout(r, delay_ms))
    const results = []
    const one = async (entry) => {
      const copies = await Promise.all(
        Array.from({ length: times }, () =>
          track(send(entry, { signatureSecret: signature_secret })),
        ),
      )
      results.push({
        id: entry.event.id,
        type: entry.event.type,
        statuses: copies.map((d) => d.status ?? d.error),
      })
    }
    if (parallel) await Promise.all(entries.map(one))
    else for (const entry of entries) await one(entry)
    return results
  }

  return {
    record,
    deliver,
    configure(changes) {
      for (const key of ["url", "secret", "mode", "enabled_events"])
        if (changes[key] !== undefined) endpoint[key] = changes[key]
      return { ...endpoint, secret: endpoint.secret ? "(set)" : null }
    },
    list: ({ type } = {}) =>
      events
        .filter((e) => !type || e.event.type === type)
        .map((e) => ({
          id: e.event.id,
          type: e.event.type,
          object_id: e.event.data.object.id,
          created: e.event.created,
          deliveries: e.deliveries,
        })),
    event: (id) => find(id).event,
    /** Resolves when every delivery already started has an answer. */
    settled: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight])
    },
    reset() {
      events.length = 0
    },
  }
}
