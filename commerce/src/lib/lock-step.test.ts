import { asValue } from "@medusajs/framework/awilix"
import { createMedusaContainer, Modules } from "@medusajs/framework/utils"
import {
  createStep,
  createWorkflow,
  StepResponse,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep as medusaAcquireLockStep,
  releaseLockStep as medusaReleaseLockStep,
} from "@medusajs/medusa/core-flows"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { beforeEach, describe, expect, it } from "vitest"
import { acquireLockStep, releaseLockStep } from "../workflows/steps/acquire-lock"

/** An exclusive in-memory locking module: one owner per key, as the PostgreSQL provider. */
const owners = new Map<string, string | null>()
const calls: string[] = []
const locking = {
  async acquire(key: string, args: { ownerId?: string | null } = {}) {
    const owner = args.ownerId ?? null
    calls.push(`acquire ${key}`)
    if (owners.has(key) && (owner === null || owners.get(key) !== owner))
      throw new Error(`Failed to acquire lock for key "${key}"`)
    owners.set(key, owner)
  },
  async release(keys: string | string[], args: { ownerId?: string | null } = {}) {
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      calls.push(`release ${key}`)
      if (owners.get(key) === (args.ownerId ?? null)) owners.delete(key)
    }
    return true
  },
}
const container = createMedusaContainer()
container.register(Modules.LOCKING, asValue(locking))

const seen: unknown[] = []
const spyStep = createStep("lock-test-spy", async (input: Record<string, unknown>) => {
  seen.push(input)
  return new StepResponse(input)
})
const failStep = createStep("lock-test-fail", async () => {
  throw new Error("boom")
})

beforeEach(() => {
  owners.clear()
  calls.length = 0
  seen.length = 0
})

/**
 * Why the workflows take locks with our own step (docs/booking.md, "Locks").
 * The first two cases pin Medusa's behaviour as of 2.21: if one fails after
 * an upgrade, Medusa changed, and the paragraph should be read again.
 */
describe("Medusa's lock step, as we met it", () => {
  const inner = createWorkflow("lock-test-medusa-inner", (input: { id: string }) => {
    medusaAcquireLockStep({ key: input.id, timeout: 0, ttl: 5 })
    medusaReleaseLockStep({ key: input.id })
    return new WorkflowResponse(true)
  })
  const outer = createWorkflow("lock-test-medusa-outer", (input: { id: string }) => {
    inner.runAsStep({ input })
    return new WorkflowResponse(true)
  })

  it("steps aside in a nested workflow: nothing is locked", async () => {
    await inner(container).run({ input: { id: "cart_a" } })
    expect(calls).toEqual(["acquire cart_a", "release cart_a"])
    calls.length = 0
    await outer(container).run({ input: { id: "cart_a" } })
    expect(calls).toEqual([])
  })

  it("loses a transform's result that has a `key` field when it is passed inside another object", async () => {
    const flow = createWorkflow("lock-test-key-field", (input: { id: string }) => {
      const lock = transform({ input }, ({ input }) => ({ key: input.id, ttl: 5 }))
      const other = transform({ input }, ({ input }) => ({ name: input.id }))
      spyStep({ lock, other }).config({ name: "lock-test-spy-1" })
      spyStep(transform({ lock }, ({ lock }) => ({ ...lock, timeout: 1 }))).config({
        name: "lock-test-spy-2",
      })
      return new WorkflowResponse(true)
    })
    await flow(container).run({ input: { id: "cart_b" } })
    // `other` arrives; `lock` does not, so a lock built this way has no key and Medusa's step returns at once.
    expect(seen).toEqual([{ other: { name: "cart_b" } }, { timeout: 1 }])
  })
})

describe("our lock step", () => {
  const inner = createWorkflow("lock-test-ours-inner", (input: { id: string; fail?: boolean }) => {
    const lock = acquireLockStep({ key: input.id, timeout: 0, ttl: 5 })
    spyStep(transform({ input }, ({ input }) => ({ inner: input.id }))).config({
      name: "lock-test-ours-inner-spy",
    })
    releaseLockStep(lock)
    return new WorkflowResponse(true)
  })
  const outer = createWorkflow("lock-test-ours-outer", (input: { id: string; fail?: boolean }) => {
    const lock = acquireLockStep({ key: input.id, timeout: 0, ttl: 5 })
    inner.runAsStep({ input })
    // Still held after the nested workflow gave its taking back.
    spyStep(transform({ input }, ({ input }) => ({ outer: input.id }))).config({
      name: "lock-test-ours-outer-spy",
    })
    releaseLockStep(lock)
    return new WorkflowResponse(true)
  })
  const failing = createWorkflow("lock-test-ours-failing", (input: { id: string }) => {
    acquireLockStep({ key: input.id, timeout: 0, ttl: 5 })
    failStep()
    return new WorkflowResponse(true)
  })

  it("takes the lock in a nested workflow too, and gives it back", async () => {
    await inner(container).run({ input: { id: "cart_c" } })
    expect(calls).toEqual(["acquire cart_c", "release cart_c"])
    expect(owners.size).toBe(0)
  })

  it("lets a nested workflow of the holder's run in, and gives the lock back once, at the outermost release", async () => {
    await outer(container).run({ input: { id: "cart_d" } })
    expect(calls).toEqual(["acquire cart_d", "release cart_d"])
    expect(seen).toEqual([{ inner: "cart_d" }, { outer: "cart_d" }])
    expect(owners.size).toBe(0)
  })

  it("gives the lock back at the outermost release even when a nested workflow kept its taking", async () => {
    const keeps = createWorkflow("lock-test-ours-keeps", (input: { id: string }) => {
      acquireLockStep({ key: input.id, timeout: 0, ttl: 5 })
      return new WorkflowResponse(true)
    })
    const parent = createWorkflow("lock-test-ours-parent", (input: { id: string }) => {
      const lock = acquireLockStep({ key: input.id, timeout: 0, ttl: 5 })
      keeps.runAsStep({ input })
      releaseLockStep(lock)
      return new WorkflowResponse(true)
    })
    await parent(container).run({ input: { id: "cart_k" } })
    expect(owners.size).toBe(0)
  })

  it("makes two runs at once take turns", async () => {
    const spans: [number, number][] = []
    const work = createStep("lock-test-work", async () => {
      const start = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 150))
      spans.push([start, Date.now()])
      return new StepResponse(true)
    })
    const flow = createWorkflow("lock-test-ours-turns", (input: { id: string }) => {
      const lock = acquireLockStep({ key: input.id, timeout: 2, ttl: 5 })
      work()
      releaseLockStep(lock)
      return new WorkflowResponse(true)
    })
    await Promise.all([
      flow(container).run({ input: { id: "cart_t" } }),
      flow(container).run({ input: { id: "cart_t" } }),
    ])
    const [first, second] = spans.sort((a, b) => a[0] - b[0])
    expect(second[0]).toBeGreaterThanOrEqual(first[1])
    expect(owners.size).toBe(0)
  })

  it("excludes any other holder: a busy lock past its wait is the cart's 409", async () => {
    owners.set("cart_e", "someone-else")
    const { errors } = await inner(container).run({
      input: { id: "cart_e" },
      throwOnError: false,
    })
    expect(errors[0].error).toMatchObject({ type: "conflict", code: "cart_busy" })
    expect(seen).toEqual([])
    expect(owners.get("cart_e")).toBe("someone-else")
  })

  it("gives the lock back when a later step fails", async () => {
    const { errors } = await failing(container).run({
      input: { id: "cart_f" },
      throwOnError: false,
    })
    expect(errors[0].error.message).toBe("boom")
    expect(owners.size).toBe(0)
  })

  it("refuses a missing key instead of holding nothing", async () => {
    const flow = createWorkflow("lock-test-ours-no-key", (input: { id: string }) => {
      const lock = transform({ input }, ({ input }) => ({ key: input.id, timeout: 0, ttl: 5 }))
      acquireLockStep(transform({ lock }, ({ lock }) => ({ ...lock, timeout: 0, ttl: 5 })))
      return new WorkflowResponse(true)
    })
    const { errors } = await flow(container).run({ input: { id: "cart_g" }, throwOnError: false })
    expect(errors[0].error.message).toMatch(/no key/)
  })
})

describe("the workflows", () => {
  it("take every lock with our step, never Medusa's", () => {
    const root = join(__dirname, "..")
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"),
    )
    const medusa = files.filter((f) =>
      /import[^;]*\b(acquireLockStep|releaseLockStep)\b[^;]*from "@medusajs\/medusa\/core-flows"/.test(
        readFileSync(join(root, f), "utf8"),
      ),
    )
    expect(medusa).toEqual([])
  })
})
