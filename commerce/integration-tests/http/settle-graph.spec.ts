import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { SETTLEMENTS_AT_ONCE } from "../../src/lib/settlement-semaphore"
import { acquireSettlementLockStep } from "../../src/workflows/payment/steps/acquire-settlement-lock"
import { releaseSettlementLockStep } from "../../src/workflows/payment/steps/release-settlement-lock"

jest.setTimeout(120_000)

const failingStep = createStep("settle-graph-test-fails", async () => {
  throw new Error("Stripe is down")
})

/** A settlement that fails between its lock and its release (as one whose Stripe call fails). */
const failingSettlement = createWorkflow("settle-graph-test-failing", (input: { key: string }) => {
  const lock = acquireSettlementLockStep(input)
  failingStep()
  releaseSettlementLockStep(lock)
  return new WorkflowResponse(lock)
})

const settlement = createWorkflow("settle-graph-test-ok", (input: { key: string }) => {
  const lock = acquireSettlementLockStep(input)
  releaseSettlementLockStep(lock)
  return new WorkflowResponse(lock)
})

/**
 * The card settlement's lock step, rolled back: a settlement failing after
 * it takes its cart's lock and its turn gives both back (the engine runs
 * the step's compensation), so the next settlement of the cart starts at
 * once instead of waiting for the lock's TTL, and the process's settlement
 * semaphore's turns never run out.
 */
medusaIntegrationTestRunner({
  testSuite: ({ getContainer }) => {
    let container: MedusaContainer
    const locks = async (key: string) => {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
      return (await pg.raw(`SELECT id FROM locking WHERE id = ?`, [key])).rows as unknown[]
    }

    beforeEach(() => {
      container = getContainer()
    })

    it("a settlement failing under its lock frees the lock and its turn", async () => {
      const key = "card-payment:cart_rollback_test"
      for (let i = 0; i <= SETTLEMENTS_AT_ONCE; i++) {
        const { errors } = await failingSettlement(container).run({
          input: { key },
          throwOnError: false,
        })
        expect(String(errors[0]?.error?.message)).toContain("Stripe is down")
        expect(await locks(key)).toEqual([])
      }
      const started = Date.now()
      const { result } = await settlement(container).run({ input: { key } })
      expect(result.key).toBe(key)
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(await locks(key)).toEqual([])
    })

    it("a second settlement of the same cart waits for the first one's lock", async () => {
      const key = "card-payment:cart_wait_test"
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
      await pg.raw(
        `INSERT INTO locking (id, owner_id, expiration) VALUES (?, 'other', now() + interval '1 second')`,
        [key],
      )
      const started = Date.now()
      await settlement(container).run({ input: { key } })
      expect(Date.now() - started).toBeGreaterThanOrEqual(700)
      expect(await locks(key)).toEqual([])
    })
  },
})
