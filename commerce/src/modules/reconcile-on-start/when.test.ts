import { describe, expect, it } from "vitest"
import { runsJobsAtStart } from "./when"

const medusa = (...args: string[]) => ["/usr/bin/node", "/app/node_modules/.bin/medusa", ...args]

describe("reconcile at start", () => {
  it("runs in a started process that runs jobs", () => {
    expect(runsJobsAtStart("shared", medusa("start", "-p", "9000"))).toBe(true)
    expect(runsJobsAtStart("worker", medusa("start"))).toBe(true)
    expect(runsJobsAtStart(undefined, medusa("develop"))).toBe(true)
  })

  it("not in a server that only answers HTTP, nor in exec scripts, migrations or tests", () => {
    expect(runsJobsAtStart("server", medusa("start"))).toBe(false)
    expect(runsJobsAtStart("shared", medusa("exec", "./src/scripts/seed.ts"))).toBe(false)
    expect(runsJobsAtStart("shared", medusa("db:migrate"))).toBe(false)
    expect(
      runsJobsAtStart("shared", [
        "/usr/bin/node",
        "/app/node_modules/jest/bin/jest.js",
        "--runInBand",
      ]),
    ).toBe(false)
    expect(runsJobsAtStart("shared", ["/usr/bin/node"])).toBe(false)
  })
})
