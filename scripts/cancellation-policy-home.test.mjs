import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * The cancellation-policy type has one home, packages/shared/cancellation-policy.ts (issue 28:
 * commerce, its seed, its admin and the storefront each wrote it out). The storefront's zod schema
 * parses it and is checked by the compiler to equal it; any other file that writes the union out
 * (`| { type: "non_refundable" }`, or a `type: "free" | "non_refundable" | …` field) fails here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const HOME = "packages/shared/cancellation-policy.ts"

/** Whether `source` writes the policy's union out as a TypeScript type. */
export function writesPolicyType(source) {
  return (
    /\|\s*\{\s*type:\s*["']non_refundable["']\s*\}/.test(source) ||
    /type\??:\s*["']free["']\s*\|\s*["']non_refundable["']/.test(source)
  )
}

describe("the cancellation-policy type has one home", () => {
  it("tells a written-out type from code that uses the policy", () => {
    expect(
      writesPolicyType(
        `type P =\n  | { type: "free"; hours: number }\n  | { type: "non_refundable" }`,
      ),
    ).toBe(true)
    expect(
      writesPolicyType(`policy: { type: "free" | "non_refundable" | "penalty"; hours?: number }`),
    ).toBe(true)
    expect(writesPolicyType(`if (policy.type === "non_refundable") return null`)).toBe(false)
    expect(writesPolicyType(`return { type: "non_refundable" }`)).toBe(false)
  })

  it("no file but its home writes it out", () => {
    const files = execFileSync(
      "git",
      ["grep", "-l", "-E", "non_refundable", "--", "*.ts", "*.tsx", "*.mjs", "*.astro"],
      { cwd: ROOT, encoding: "utf8" },
    )
      .split("\n")
      .filter(Boolean)
      .filter((file) => file !== HOME && file !== "scripts/cancellation-policy-home.test.mjs")
    const found = files.filter(
      (file) =>
        existsSync(path.join(ROOT, file)) &&
        writesPolicyType(readFileSync(path.join(ROOT, file), "utf8")),
    )
    expect(found).toEqual([])
  })
})
