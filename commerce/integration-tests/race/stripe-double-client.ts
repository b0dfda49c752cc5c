import Stripe from "stripe"
import { type client, request } from "./store-client"

/**
 * What the card race tests use of the product's Stripe test double: its
 * control API, its events, Stripe's own SDK pointed at it, and webhook
 * deliveries signed as Stripe signs them, to any of the servers.
 */
export const doubleUrl = process.env.STRIPE_DOUBLE_URL ?? ""
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? ""
const signer = new Stripe("sk_test_signer_only")

export async function control(path: string, body?: object) {
  const response = await request(
    `${doubleUrl}/_control/${path}`,
    body ? { method: "POST", body: JSON.stringify(body) } : {},
  )
  return JSON.parse(response.text)
}

/** The full event the double emitted (with its object), by id. */
export async function stripeEvent(id: string) {
  return JSON.parse((await request(`${doubleUrl}/_control/events/${id}`)).text)
}

/** Sends one Stripe event to a server's webhook, signed as Stripe would; answers the HTTP status. */
export async function deliver(server: string, event: object) {
  const payload = JSON.stringify(event)
  const response = await request(`${server}/hooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  })
  return response.status
}

/** Stripe's SDK on the double: reads what Stripe would say about an intent. */
export function stripeOnDouble() {
  const url = new URL(doubleUrl)
  return new Stripe("sk_test_sendero_local", {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
  })
}

/** The `index`th slot of the first option of the race's experience, `offset` days from today. */
export async function slotOnDay(store: ReturnType<typeof client>, offset: number, index: number) {
  const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const day = await store.get(`/store/experiences/senderismo-dunas-atardecer/availability/${date}`)
  return day.data.options[0].slots[index].id as string
}

/** Runs `fn` for 0..n-1 with at most `limit` at a time (a pool, not batches: no one waits for a batch's slowest). */
export async function inPool<T>(
  n: number,
  limit: number,
  fn: (i: number) => Promise<T>,
): Promise<T[]> {
  const out = new Array<T>(n)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < n; i = next++) out[i] = await fn(i)
  }
  await Promise.all(Array.from({ length: Math.min(limit, n) }, worker))
  return out
}
