import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { DEFAULT_DATASET_DIR, readDataset, validateDataset } from "./validate-dataset"

const temporary: string[] = []
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))))

/** A copy of the dataset directory holding only `documents`, images included. */
async function datasetCopy(documents: object[]) {
  const dir = await mkdtemp(path.join(tmpdir(), "sendero-dataset-"))
  temporary.push(dir)
  await cp(path.join(DEFAULT_DATASET_DIR, "images"), path.join(dir, "images"), { recursive: true })
  await writeFile(
    path.join(dir, "data.ndjson"),
    documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n",
  )
  return dir
}

describe("dataset validation", () => {
  it("passes on the committed dataset", { timeout: 300_000 }, async () => {
    const { documents, problems } = await validateDataset()
    expect(documents).toBeGreaterThan(590)
    expect(problems.filter((problem) => problem.level === "error")).toEqual([])
  })

  it("reports planted errors with document id and field", { timeout: 300_000 }, async () => {
    const all = await readDataset(DEFAULT_DATASET_DIR)
    const base = all.filter((doc) => ["city", "category"].includes(doc._type))
    const experiences = all
      .filter((doc) => doc._type === "experience" && !doc._id.startsWith("drafts."))
      .slice(0, 4)
    const [missingTitle, danglingCity, duplicateSlug, longSeo] = experiences.map((doc) =>
      structuredClone(doc),
    )
    delete (missingTitle.title as { es?: string }).es
    danglingCity.city = { _type: "reference", _ref: "city-atlantis" }
    duplicateSlug.slug = structuredClone(experiences[0].slug)
    ;(longSeo.seo as { title: { en: string } }).title.en =
      "A search title that is far too long to show in any search result"
    const reserved: Record<string, unknown> = {
      ...structuredClone(base.find((doc) => doc._type === "category")!),
      _id: "category-blog",
    }
    reserved.slug = { _type: "slug", current: "blog" }

    const dir = await datasetCopy([
      ...base,
      missingTitle,
      danglingCity,
      duplicateSlug,
      longSeo,
      reserved,
    ])
    const { problems } = await validateDataset(dir)
    const errors = problems.filter((problem) => problem.level === "error")
    const has = (id: string, field: string, text: RegExp) =>
      errors.some(
        (problem) =>
          problem.id === id && problem.path.startsWith(field) && text.test(problem.message),
      )

    expect(has(missingTitle._id, "title.es", /required/)).toBe(true)
    expect(has(danglingCity._id, "city", /missing document "city-atlantis"/)).toBe(true)
    expect(has(duplicateSlug._id, "slug", /not-unique|also used/)).toBe(true)
    expect(has(longSeo._id, "seo.title", /60/)).toBe(true)
    expect(has("category-blog", "slug", /reservada/)).toBe(true)
    expect(errors.every((problem) => problem.id && problem.path)).toBe(true)
  })

  it(
    "checks combos: two to four experiences of the combo's own city",
    { timeout: 300_000 },
    async () => {
      const all = await readDataset(DEFAULT_DATASET_DIR)
      const published = all.filter((doc) => !doc._id.startsWith("drafts."))
      const combos = published.filter((doc) => doc._type === "combo")
      expect(combos.length).toBeGreaterThanOrEqual(20)
      const [oneA, otherCity, noDiscount] = combos.slice(0, 3).map((doc) => structuredClone(doc))
      oneA.parts = (oneA.parts as unknown[]).slice(0, 1)
      const elsewhere = published.find(
        (doc) =>
          doc._type === "experience" &&
          (doc.city as { _ref: string })._ref !== (otherCity.city as { _ref: string })._ref,
      )!
      ;(otherCity.parts as { _ref: string }[])[1]._ref = elsewhere._id
      delete noDiscount.discountPercent
      const parts = new Set(
        [oneA, otherCity, noDiscount].flatMap((c) =>
          (c.parts as { _ref: string }[]).map((p) => p._ref),
        ),
      )
      const dir = await datasetCopy([
        ...published.filter(
          (doc) => ["city", "category"].includes(doc._type) || parts.has(doc._id),
        ),
        oneA,
        otherCity,
        noDiscount,
      ])
      const errors = (await validateDataset(dir)).problems.filter(
        (problem) => problem.level === "error",
      )
      const has = (id: string, field: string, text: RegExp) =>
        errors.some(
          (problem) =>
            problem.id === id && problem.path.startsWith(field) && text.test(problem.message),
        )
      expect(has(oneA._id, "parts", /min/)).toBe(true)
      expect(has(otherCity._id, "parts", /misma ciudad|ciudad del combo/)).toBe(true)
      expect(has(noDiscount._id, "discountPercent", /required/)).toBe(true)
    },
  )
})
