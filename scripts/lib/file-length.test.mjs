import { describe, expect, it } from "vitest"
import { countLines, lengthProblems } from "./file-length.mjs"

describe("file length check", () => {
  it("counts lines as wc -l does, and an unterminated last line", () => {
    expect(countLines("")).toBe(0)
    expect(countLines("a\nb\n")).toBe(2)
    expect(countLines("a\nb")).toBe(2)
  })

  it("fails on a new long file and on a listed one that grew", () => {
    expect(lengthProblems({ "a.ts": 301, "b.ts": 300 }, {})).toEqual([
      "a.ts: 301 lines, over 300: split it",
    ])
    expect(lengthProblems({ "a.ts": 420 }, { "a.ts": 400 })).toEqual([
      "a.ts: 420 lines, longer than the 400 allowed: split it",
    ])
  })

  it("fails on a listed file now under the limit or gone: the list shrinks", () => {
    expect(
      lengthProblems({ "a.ts": 350, "b.ts": 120 }, { "a.ts": 400, "b.ts": 310, "c.ts": 500 }),
    ).toEqual([
      "b.ts: 120 lines now: drop it from the list",
      "c.ts: listed as long but gone: drop it from the list",
    ])
  })

  it("passes short files and listed ones no longer than listed", () => {
    expect(
      lengthProblems({ "a.ts": 12, "b.ts": 400, "c.ts": 350 }, { "b.ts": 400, "c.ts": 380 }),
    ).toEqual([])
  })
})
