import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { fetchContent, reloadLocalDataset } from "./source"

const QUERY = `*[_type == "about"][0].title`
let dir = ""
const write = (title: string) =>
  writeFileSync(
    path.join(dir, "data.ndjson"),
    `${JSON.stringify({ _id: "about", _type: "about", title })}\n`,
  )

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-source-"))
  process.env.SANITY_LOCAL_DATASET = dir
  reloadLocalDataset()
})
afterEach(() => {
  delete process.env.SANITY_LOCAL_DATASET
  rmSync(dir, { recursive: true, force: true })
})

describe("the local dataset", () => {
  it("is read once, and again after a publish (the on-demand server's reload)", async () => {
    write("Antes")
    expect(await fetchContent(QUERY, {})).toBe("Antes")
    write("Después")
    // Kept for the life of the process: a publish's new file is not read by itself.
    expect(await fetchContent(QUERY, {})).toBe("Antes")
    const reload = (globalThis as { [key: symbol]: unknown })[
      Symbol.for("sendero.content-reload")
    ] as () => void
    reload()
    expect(await fetchContent(QUERY, {})).toBe("Después")
  })

  it("evaluates a prerender thread's query on the main thread and keeps the result there", async () => {
    write("Antes")
    const evaluate = (globalThis as { [key: symbol]: unknown })[
      Symbol.for("sendero.content-evaluate")
    ] as (key: string) => Promise<unknown>
    // The key a thread sends (lib/build/parallel-prerender.mjs): query and parameters.
    expect(await evaluate(`${QUERY}\u0000${JSON.stringify({})}`)).toBe("Antes")
    write("Después")
    // The main thread's own pages find the same result: the dataset was read once, here.
    expect(await fetchContent(QUERY, {})).toBe("Antes")
  })
})
