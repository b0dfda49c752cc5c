import { readdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Medusa records every module's migrations by class name in one table: two
 * modules with the same migration name means the second never runs (its
 * tables are missing on a fresh database).
 */
describe("module migrations", () => {
  it("have names no other module uses", () => {
    const modules = path.resolve(__dirname)
    const names = readdirSync(modules, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        try {
          return readdirSync(path.join(modules, entry.name, "migrations"))
            .filter((file) => /^Migration\d+\.ts$/.test(file))
            .map((file) => `${file.replace(/\.ts$/, "")} (${entry.name})`)
        } catch {
          return []
        }
      })
    const byName = new Map<string, string[]>()
    for (const name of names) {
      const [key] = name.split(" ")
      byName.set(key, [...(byName.get(key) ?? []), name])
    }
    expect(names.length).toBeGreaterThan(5)
    expect([...byName.values()].filter((list) => list.length > 1)).toEqual([])
  })
})
