import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import fc from "fast-check"
import http from "node:http"
import { setTimeout as sleep } from "node:timers/promises"
import releaseExpiredHolds from "../../src/jobs/release-expired-holds"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import { commands } from "../money-model/commands"
import { changeCommands } from "../money-model/change-commands"
import { deskCommands } from "../money-model/desk-commands"
import { operatorCommands } from "../money-model/operator-commands"
import { ledgerCommands } from "../money-model/ledger-commands"
import { assertOrderSummary } from "../money-model/order-summary"
import { assertLedger, type Model, type Real } from "../money-model/world"
import { startMailSink, type MailSink } from "../mail-sink"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(1_800_000)
useStripeDoubleEnv()

// A real SMTP server, started before the runner boots Medusa (top-level hooks run first).
let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/** Sequences in CI; `FC_RUNS` and `FC_SEED` explore further (the seed is printed when a run fails). */
const RUNS = Number(process.env.FC_RUNS || 200)
const SEED = Number(process.env.FC_SEED || 20261126)
const MAX_STEPS = Number(process.env.FC_STEPS || 25)
/** Sequences of 6 to MAX_STEPS actions; adds and payments come more often than the rest. */
const sequences = fc.array(
  fc.oneof(...commands, ...operatorCommands, ...ledgerCommands, ...changeCommands, ...deskCommands),
  {
    minLength: Math.min(6, MAX_STEPS),
    maxLength: MAX_STEPS,
  },
)

/**
 * The money ledger under random sequences of traveller, Stripe and clock
 * actions on real Medusa, PostgreSQL and the Stripe double (webhooks held
 * until a step delivers them: late, twice or in reverse order). After every
 * sequence every pending webhook is delivered and the ledger must hold:
 * what Stripe keeps equals what live bookings are worth plus penalties kept,
 * what each card session asked equals the total the cart showed, tickets
 * equal seats, no confirmed booking in a cancelled order, one cart one order.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)

    beforeAll(async () => {
      double = await startStripeDouble()
    })
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
    })

    /** The slots a sequence books on: the safari's, from tomorrow (inside its 2-day penalty window) on. */
    async function bookableSlots() {
      const slots: string[] = []
      for (let offset = 1; offset <= 9; offset++) {
        const day = (
          await store.get(
            `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
          )
        ).data
        for (const slot of day?.options?.[0]?.slots ?? [])
          if (slot.seats_left > 0) slots.push(slot.id)
      }
      return slots
    }

    /** After a sequence: every webhook delivered, and each cart's order as the database has it. */
    async function settle(model: Model, real: Real) {
      const pending = (await double.events())
        .filter((e) => e.deliveries.length === 0)
        .map((e) => e.id)
      if (pending.length) await double.control("deliver", { ids: pending })
      await double.control("settled")
      // The webhook answers at once and settles after: wait until each event it recorded is handled (or failed once).
      const pgc = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      for (let i = 0; i < 300; i++) {
        const { rows } = await pgc.raw(
          `SELECT count(*)::int AS n FROM stripe_event WHERE processed_at IS NULL AND attempts = 0`,
        )
        if (!rows[0].n) break
        await sleep(200)
      }
      // The traveller's browser comes back from every hosted page it paid on: that settles what the webhook has not yet.
      for (const cart of model.carts) {
        for (const session of cart.orderId ? [] : cart.sessions) {
          const answer = await store.get(
            `/store/carts/${cart.id}/card-payment?session_id=${session.id}`,
          )
          if (answer.status >= 500)
            throw new Error(`return page answered ${answer.status}\n${real.trail.join("\n")}`)
        }
      }
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      for (const cart of model.carts) {
        const { rows } = await pg.raw(
          "SELECT order_id FROM order_cart WHERE cart_id = ? AND deleted_at IS NULL",
          [cart.id],
        )
        if (rows[0] && !cart.orderId) {
          cart.orderId = rows[0].order_id
          real.trail.push(`cart ${cart.id} became order ${cart.orderId} after the webhooks`)
        }
      }
    }

    /**
     * Between sequences the clock moves on: holds left in carts never paid lapse and give their
     * seats back, and the operator adds seats to the run's slots (capacity, as the admin's slot
     * calendar does), so a long run keeps selling instead of finding every slot sold.
     */
    async function moveClockOn(model: Model, slots: string[]) {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(
        `UPDATE slot SET capacity = greatest(capacity, held + booked + 20) WHERE id IN (${slots.map(() => "?").join(",")})`,
        slots,
      )
      const open = model.carts.filter((cart) => !cart.orderId).map((cart) => cart.id)
      if (!open.length) return
      await pg.raw(
        `UPDATE hold SET expires_at = now() - interval '1 second' WHERE status = 'active' AND cart_id IN (${open.map(() => "?").join(",")})`,
        open,
      )
      await releaseExpiredHolds(container)
    }

    it(`keeps the ledger over ${RUNS} random sequences of up to ${MAX_STEPS} steps (seed ${SEED})`, async () => {
      container = getContainer()
      // A new connection per request: a kept-alive socket the server closes just as the next step reuses it reads as ECONNRESET.
      api.defaults.httpAgent = new http.Agent({ keepAlive: false })
      headers = await seedFixtures(container)
      await double.control("reset")
      await double.control("webhook", { url: `${api.defaults.baseURL}/hooks/stripe`, mode: "hold" })
      const regionId = (await store.get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      ).id
      const slots = await bookableSlots()
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      const adminHeaders = { headers: { authorization: `Bearer ${login.data.token}` } }
      const admin = {
        get: (url: string) => send(api.get(url, adminHeaders)),
        post: (url: string, body: object = {}) => send(api.post(url, body, adminHeaders)),
      }
      expect(slots.length).toBeGreaterThan(8)
      let serial = 0
      const seen = { sequences: 0, orders: 0, cardOrders: 0, cancelled: 0 }
      const refusals: Record<string, number> = {}
      const ran: Record<string, number> = {}

      await fc.assert(
        fc.asyncProperty(sequences, async (sequence) => {
          const model: Model = { carts: [], serial: serial++ * 1000, refunds: new Map(), ran }
          const real: Real = {
            container,
            store,
            storeDelete: (url, body) => send(api.delete(url, { headers, data: body })),
            mail: sink,
            admin,
            double,
            slots,
            regionId,
            trail: [],
          }
          await fc.asyncModelRun(() => ({ model, real }), sequence)
          if (process.env.FC_VERBOSE)
            console.info(`${sequence.join(", ")}\n${real.trail.join("\n")}`)
          await settle(model, real)
          await assertLedger(model, real)
          // Medusa's own order page agrees with the ledger too.
          for (const cart of model.carts)
            if (cart.orderId) await assertOrderSummary(real, model, cart)
          await moveClockOn(model, slots)
          seen.sequences++
          for (const line of real.trail) {
            const refused = / -> (4\d\d) ?(\S*)/.exec(line)
            if (refused)
              refusals[`${refused[1]} ${refused[2]}`.trim()] =
                (refusals[`${refused[1]} ${refused[2]}`.trim()] ?? 0) + 1
          }
          seen.orders += model.carts.filter((c) => c.orderId).length
          seen.cardOrders += model.carts.filter((c) => c.orderId && c.method === "card").length
          seen.cancelled += model.refunds.size
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      console.info(
        `money model (seed ${SEED}): ${JSON.stringify(seen)}; actions run: ${JSON.stringify(ran)}; refusals: ${JSON.stringify(refusals)}`,
      )
    })
  },
})
