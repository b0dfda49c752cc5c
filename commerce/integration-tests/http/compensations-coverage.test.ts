import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const SRC = path.resolve(__dirname, "../../src")
const CASES = path.resolve(__dirname, "../compensations")

/** Names of the steps commerce/src makes with a compensation: `createStep(name, invoke, compensate)`. */
function compensatingSteps(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("__tests__"),
  )
  const names: string[] = []
  for (const file of files) {
    const text = readFileSync(path.join(SRC, file), "utf8")
    if (!text.includes("createStep")) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "createStep" &&
        node.arguments.length >= 3
      ) {
        const [name] = node.arguments
        // A step named by a variable cannot be matched by name: name it with a string.
        names.push(ts.isStringLiteralLike(name) ? name.text : `${file}: ${name.getText(source)}`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return names.sort()
}

/** The steps the compensation table has a case for: `defineCase("name", …)` in compensations/cases-*.ts. */
function casesInTable(): string[] {
  return readdirSync(CASES)
    .filter((file) => /^cases-.*\.ts$/.test(file))
    .flatMap((file) => [
      ...readFileSync(path.join(CASES, file), "utf8").matchAll(/defineCase\(\s*"([^"]+)"/g),
    ])
    .map(([, name]) => name)
    .sort()
}

describe("compensation suite: every compensating step has a forced-rollback case", () => {
  const steps = compensatingSteps()
  const cases = casesInTable()

  it("finds the compensating steps", () => {
    expect(steps.length).toBeGreaterThan(40)
  })

  it("has a case for every step with a compensation", () => {
    // Add one to integration-tests/compensations/cases-*.ts (docs/testing.md, "Compensations").
    expect(steps.filter((name) => !cases.includes(name))).toEqual([])
  })

  it("has no case for a step that is gone or has no compensation, and one case per step", () => {
    expect(cases.filter((name) => !steps.includes(name))).toEqual([])
    expect(cases.filter((name, i) => cases.indexOf(name) !== i)).toEqual([])
  })
})
