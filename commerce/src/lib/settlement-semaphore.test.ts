import { describe, expect, it } from "vitest"
import {
  endSettlement,
  SETTLEMENTS_AT_ONCE,
  settlements,
  startSettlement,
} from "./settlement-semaphore"

describe("the settlement semaphore's turns, taken by a workflow's steps", () => {
  it("frees a turn once per token, however often its end is called (release, then a compensation)", async () => {
    const tokens = Array.from({ length: SETTLEMENTS_AT_ONCE }, (_, i) => `t${i}`)
    for (const t of tokens) await startSettlement(t)
    let started = false
    const waiting = startSettlement("late").then(() => (started = true))
    await new Promise((r) => setTimeout(r, 10))
    expect(started).toBe(false)
    endSettlement("t0")
    endSettlement("t0")
    await waiting
    expect(started).toBe(true)
    // t0's second end freed nothing: every turn is taken again (late holds t0's).
    let extra = false
    const more = startSettlement("extra").then(() => (extra = true))
    await new Promise((r) => setTimeout(r, 10))
    expect(extra).toBe(false)
    for (const t of [...tokens.slice(1), "late"]) endSettlement(t)
    await more
    endSettlement("extra")
    expect(await settlements.run(async () => "free")).toBe("free")
  })
})
