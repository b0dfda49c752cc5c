import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { releaseSettlementLock, type SettlementLock } from "./acquire-settlement-lock"

/** The end of a settlement: its lock and its slot are given back (the slot once, whatever runs after). */
export const releaseSettlementLockStep = createStep(
  "release-settlement-lock",
  async (lock: SettlementLock, { container }) => {
    await releaseSettlementLock(container.resolve(Modules.LOCKING), lock)
    return new StepResponse(true)
  },
)
