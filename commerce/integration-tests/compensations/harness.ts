import type { MedusaContainer } from "@medusajs/framework/types"
import {
  createStep,
  createWorkflow,
  WorkflowResponse,
  type StepFunction,
} from "@medusajs/framework/workflows-sdk"
import type BookingModuleService from "../../src/modules/booking/service"
import type { startStripeDouble } from "../stripe-double"
import type { storeApi } from "../fixtures"

/** What a case's arrangement may use: the real container and database, the Store API, the Stripe double. */
export type World = {
  container: MedusaContainer
  store: ReturnType<typeof storeApi>
  double: Awaited<ReturnType<typeof startStripeDouble>>
  booking: () => BookingModuleService
  sql: (text: string, bindings?: unknown[]) => Promise<Record<string, any>[]>
}

/**
 * What a case sets up: the step's input and `look`, which reads what a
 * traveller, an operator or the ledger would notice of the step's work
 * (seats, a hold, cart lines, a lock, a status, a Stripe session).
 */
export type Arranged = { input: unknown; look: () => Promise<unknown> }

export type CompensationCase = {
  /** The step's name, as `createStep` names it (the coverage test reads these). */
  name: string
  workflow: ReturnType<typeof createWorkflow>
  arrange: (world: World) => Promise<Arranged>
}

export const FORCED = "forced rollback after the step"

/** What the failing step saw, between the step's work and its compensation. */
let probe: { look: () => Promise<unknown>; during?: unknown } | null = null

/** Runs after the step under test: reads what the step did, then fails the workflow. */
const failAfterStep = createStep("compensation-test-fail", async () => {
  if (probe) probe.during = await probe.look()
  throw new Error(FORCED)
})

/**
 * A case: a tiny workflow that runs `step` on the arranged input and then
 * fails, so Medusa runs the step's compensation. The harness checks that
 * the step changed what `look` reads and that after the rollback it reads
 * as before the run.
 */
export function defineCase(
  name: string,
  step: StepFunction<any, any>,
  arrange: (world: World) => Promise<Arranged>,
): CompensationCase {
  const stepName = (step as unknown as { __step__?: string }).__step__
  if (stepName !== name) throw new Error(`case "${name}" runs step "${stepName}"`)
  const workflow = createWorkflow(`compensation-test-${name}`, (input: any) => {
    const out = step(input)
    failAfterStep()
    return new WorkflowResponse(out)
  })
  return { name, workflow, arrange }
}

/** Runs a case; returns what `look` read before, during (after the step) and after the rollback. */
export async function runCase(world: World, c: CompensationCase) {
  const { input, look } = await c.arrange(world)
  const before = await look()
  probe = { look }
  try {
    const { errors } = await c.workflow(world.container).run({ input, throwOnError: false })
    const messages = errors.map((e: { error?: { message?: string } }) => e.error?.message)
    return { before, during: probe.during, after: await look(), messages }
  } finally {
    probe = null
  }
}
