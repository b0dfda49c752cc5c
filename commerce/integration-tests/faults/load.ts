import { client } from "../race/store-client"

/** One HTTP call of the load: where, what came back, how long it took. */
export type Outcome = {
  server: number
  step: string
  status: number | "refused" | "timeout" | "error"
  ms: number
  at: number
  code?: string
  message?: string
}

/** A finished booking journey: its cart and the seats the API said it booked. */
export type Journey = { server: number; cartId: string; seats: number }

const TIMEOUT_MS = 25_000

/**
 * Steady booking load against several servers: `concurrency` travellers, each
 * running the booking journey (cart, booking of one seat, payment session,
 * complete) over and over on the servers in turn until `stop()`. A refused
 * connection (a dead server) just moves on to the next server, as a load
 * balancer would. Every call is recorded; none may take longer than 25 s.
 */
export function steadyLoad({
  servers,
  key,
  regionId,
  slotId,
  concurrency = 4,
}: {
  servers: string[]
  key: string
  regionId: string
  slotId: string
  concurrency?: number
}) {
  const outcomes: Outcome[] = []
  const journeys: Journey[] = []
  let running = true
  let turn = 0

  const call = async (
    server: number,
    step: string,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ) => {
    const started = Date.now()
    try {
      const response = await fetch(`${servers[server]}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          "x-publishable-api-key": key,
          "accept-language": "en",
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const text = await response.text()
      let data: any = null
      try {
        data = text ? JSON.parse(text) : null
      } catch {
        data = { raw: text.slice(0, 200) }
      }
      outcomes.push({
        server,
        step,
        status: response.status,
        ms: Date.now() - started,
        at: started,
        code: data?.code,
        message: data?.message,
      })
      return { status: response.status, data }
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      const status =
        (error as Error).name === "TimeoutError"
          ? "timeout"
          : cause === "ECONNREFUSED"
            ? "refused"
            : "error"
      outcomes.push({
        server,
        step,
        status,
        ms: Date.now() - started,
        at: started,
        message: String((error as Error).message),
      })
      return { status, data: null }
    }
  }

  const journey = async () => {
    const server = turn++ % servers.length
    // Checkout needs an e-mail on the cart.
    const cart = await call(server, "cart", "POST", "/store/carts", {
      region_id: regionId,
      email: `load-${turn}@example.com`,
    })
    if (cart.status !== 200) return
    const cartId: string = cart.data.cart.id
    const added = await call(server, "booking", "POST", `/store/carts/${cartId}/bookings`, {
      slot_id: slotId,
      travellers: { adult: 1 },
    })
    if (added.status !== 201) return
    const collection = await call(server, "payment", "POST", "/store/payment-collections", {
      cart_id: cartId,
    })
    if (collection.status !== 200) return
    const session = await call(
      server,
      "session",
      "POST",
      `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
      {
        provider_id: "pp_system_default",
      },
    )
    if (session.status !== 200) return
    const completed = await call(
      server,
      "complete",
      "POST",
      `/store/carts/${cartId}/complete-booking`,
    )
    if (completed.status !== 200) return
    journeys.push({
      server,
      cartId,
      seats: completed.data.bookings.reduce((n: number, b: { seats: number }) => n + b.seats, 0),
    })
  }

  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      await journey()
      // A refused server answers at once: do not spin.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  return {
    outcomes,
    journeys,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

/** Waits until `predicate` holds, checking every 500 ms; false after `timeoutMs`. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await predicate()) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

export { client }
