import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { LOCALES } from "@sendero/shared/locales"
import * as queries from "@sendero/cms/queries/catalogue"
import * as siteQueries from "@sendero/cms/queries/pages"
import { fetchContent, reloadLocalDataset, updateLocalContent } from "./source"

/**
 * A content publish read into the kept results (source.ts's `updateLocalContent`, what the
 * regeneration's render thread does): every query then answers what a fresh read of the whole
 * dataset answers, while the lists it could mend were not evaluated again.
 */
const dir = mkdtempSync(path.join(tmpdir(), "sendero-content-"))
const file = path.join(dir, "data.ndjson")
const original = readFileSync(path.join("cms", "dataset", "data.ndjson"), "utf8")
writeFileSync(file, original)
const previous = process.env.SANITY_LOCAL_DATASET
process.env.SANITY_LOCAL_DATASET = dir
reloadLocalDataset()
afterAll(() => {
  if (previous === undefined) delete process.env.SANITY_LOCAL_DATASET
  else process.env.SANITY_LOCAL_DATASET = previous
  reloadLocalDataset()
})

type Doc = { _id: string; _type: string; slug?: { current: string }; [key: string]: unknown }
const docs = original
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Doc)
const experience = docs.filter((d) => d._type === "experience")[7]!
const citySlug = docs.find((d) => d._id === (experience.city as { _ref: string })._ref)!.slug!
  .current
const asked = LOCALES.flatMap((locale) => [
  [queries.experienceCardsQuery, { locale }],
  [queries.experiencePagesQuery, { locale }],
  [queries.experienceSearchTextQuery, { locale }],
  [queries.citiesQuery, { locale }],
  [queries.categoriesQuery, { locale }],
  [queries.cityPageQuery, { locale, slug: citySlug }],
  [queries.experiencePageQuery, { locale, slug: experience.slug!.current }],
  [siteQueries.homeQuery, { locale }],
]) as [string, Record<string, unknown>][]

const askAll = () => Promise.all(asked.map(([q, params]) => fetchContent<unknown>(q, params)))

/** Writes the dataset with one experience changed, as a publish lands in the local store. */
function publish(change: (doc: Doc) => Doc) {
  const changed = change(structuredClone(experience))
  writeFileSync(
    file,
    original
      .split("\n")
      .map((line) =>
        line.startsWith(`{"_id":"${experience._id}"`) ? JSON.stringify(changed) : line,
      )
      .join("\n"),
  )
}

async function freshAnswers() {
  reloadLocalDataset()
  return askAll()
}

describe("a content publish read into the kept results", () => {
  // Each case starts from the dataset as shipped, read afresh (whatever case ran before).
  beforeEach(async () => {
    writeFileSync(file, original)
    await freshAnswers()
  })

  it("an overview's new text: every answer as a fresh read gives, the slugs of its pages", async () => {
    publish((doc) => ({
      ...doc,
      overview: { _type: "localeText", es: "Texto nuevo", en: "New text" },
    }))
    const changed = await updateLocalContent([experience._id])
    expect(changed).toMatchObject({ types: ["experience"], slugs: [experience.slug!.current] })
    // Cards, pages and search texts in both languages mended, not evaluated again in full; the
    // counts of the cities, categories and home kept.
    expect(changed.results.mended).toBeGreaterThanOrEqual(6)
    expect(changed.results.kept).toBeGreaterThanOrEqual(6)
    const kept = await askAll()
    expect(JSON.stringify(kept)).toContain("Texto nuevo")
    expect(kept).toEqual(await freshAnswers())
  })

  it("a title (what the cards are ordered by) and a city: lists evaluated again, still right", async () => {
    const otherCity = docs.find((d) => d._type === "city" && d.slug?.current !== citySlug)!
    publish((doc) => ({
      ...doc,
      title: { _type: "localeString", es: "AAA primero", en: "AAA first" },
      city: { _type: "reference", _ref: otherCity._id },
    }))
    await updateLocalContent([experience._id])
    expect(await askAll()).toEqual(await freshAnswers())
  })

  it("an experience unpublished: gone from every answer", async () => {
    writeFileSync(
      file,
      original
        .split("\n")
        .filter((line) => !line.startsWith(`{"_id":"${experience._id}"`))
        .join("\n"),
    )
    await updateLocalContent([experience._id])
    const kept = await askAll()
    expect(JSON.stringify(kept)).not.toContain(`"${experience.slug!.current}"`)
    expect(kept).toEqual(await freshAnswers())
  })
})
