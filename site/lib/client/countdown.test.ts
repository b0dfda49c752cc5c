import { describe, expect, it } from "vitest"
import { holdLeft } from "./countdown"

const now = Date.parse("2026-11-26T10:00:00Z")
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString()

describe("the hold's countdown", () => {
  it("says minutes and seconds left, not a clock time", () => {
    expect(holdLeft(at(14 * 60 + 45), now)).toBe("14 min 45 s")
    expect(holdLeft(at(14 * 60 + 5), now)).toBe("14 min 05 s")
    expect(holdLeft(at(15 * 60), now)).toBe("15 min 00 s")
    expect(holdLeft(at(14 * 60 + 45), now)).not.toMatch(/^\d+:\d\d$/)
  })

  it("counts the last minute in seconds and rounds a part second up", () => {
    expect(holdLeft(at(45), now)).toBe("45 s")
    expect(holdLeft(new Date(now + 59_200).toISOString(), now)).toBe("1 min 00 s")
    expect(holdLeft(new Date(now + 300).toISOString(), now)).toBe("1 s")
  })

  it("is null once the hold has lapsed or when there is none", () => {
    expect(holdLeft(at(0), now)).toBeNull()
    expect(holdLeft(at(-5), now)).toBeNull()
    expect(holdLeft(null, now)).toBeNull()
    expect(holdLeft("not a date", now)).toBeNull()
  })
})
