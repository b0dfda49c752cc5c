import { asValue } from "@medusajs/framework/awilix"
import { createMedusaContainer, Modules } from "@medusajs/framework/utils"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { describe, expect, it } from "vitest"
import { classify } from "../api/localised-error-handler"
import { departureLock, offerLock, settlementLockKey } from "../workflows/locks"
import { acquireLockStep } from "../workflows/steps/acquire-lock"
import { translate } from "./i18n/messages"

/** A locking module whose `acquire` fails as `fail` says: held by someone else, or the database away. */
function lockingThat(fail: (key: string) => Error) {
  const container = createMedusaContainer()
  container.register(
    Modules.LOCKING,
    asValue({
      acquire: async (key: string) => {
        throw fail(key)
      },
      release: async () => true,
    }),
  )
  return container
}
const held = (key: string) => new Error(`Failed to acquire lock for key "${key}"`)
const databaseDown = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })

const take = createWorkflow("lock-busy-test-take", (input: { key: string }) => {
  acquireLockStep({ key: input.key, timeout: 0, ttl: 5 })
  return new WorkflowResponse(true)
})
async function taking(key: string, fail: (key: string) => Error) {
  const { errors } = await take(lockingThat(fail)).run({ input: { key }, throwOnError: false })
  return classify(errors[0].error)
}

/**
 * A lock that cannot be taken is named for what it locks: a cart's is the
 * cart's 409, an order's (its lifecycle, its payment link's settlement) the
 * order's, a departure's and an offer's their own; a failure of the lock
 * store itself (the database away) is a 503 to retry, never "cart busy".
 */
describe("a lock that cannot be taken, as the API answers it", () => {
  const order = "order_01JZZZZZZZZZZZZZZZZZZZZZZZ"
  const cart = "cart_01JZZZZZZZZZZZZZZZZZZZZZZZ"

  it("names the order, not the cart, when Medusa's or the settlement's lock of an order is busy", () => {
    expect(classify(held(settlementLockKey(order)))).toMatchObject({
      status: 409,
      code: "order_busy",
    })
    expect(classify(new Error(`"${order}" is already locked.`))).toMatchObject({
      status: 409,
      code: "order_busy",
    })
    expect(translate("order_busy", "es")).toMatch(/pedido/)
  })

  it("keeps the cart's 409 for a cart's lock, and names departures, offers and the rest", () => {
    expect(classify(held(cart))).toMatchObject({ status: 409, code: "cart_busy" })
    expect(classify(held(settlementLockKey(cart)))).toMatchObject({ code: "cart_busy" })
    expect(classify(held(departureLock("prod_1", "2026-12-01").key))).toMatchObject({
      code: "departure_busy",
    })
    expect(classify(held(offerLock("oreq_1").key))).toMatchObject({ code: "offer_busy" })
    const other = classify(new Error("Timed-out acquiring lock."))
    expect(other).toMatchObject({ status: 409, code: "resource_busy" })
    expect(translate("resource_busy", "en")).toMatch(/try again in a few seconds/)
  })

  it("our lock step answers an order's lock busy as the order's, whatever the caller forgot to say", async () => {
    expect(await taking(settlementLockKey(order), held)).toMatchObject({
      status: 409,
      code: "order_busy",
    })
    expect(await taking(cart, held)).toMatchObject({ status: 409, code: "cart_busy" })
  })

  it("our lock step answers the database away as a 503 to retry, not a busy cart", async () => {
    expect(await taking(cart, databaseDown)).toMatchObject({
      status: 503,
      code: "service_unavailable",
    })
    expect(await taking(settlementLockKey(order), databaseDown)).toMatchObject({ status: 503 })
  })
})
