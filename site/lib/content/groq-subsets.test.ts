import { readFileSync } from "node:fs"
import path from "node:path"
import { evaluate, parse } from "groq-js"
import { describe, expect, it } from "vitest"
import { LOCALES } from "@sendero/shared/locales"
import { indexDocuments, narrowQuery } from "./groq-subsets"
import * as comboQueries from "@sendero/cms/queries/combos"
import * as packageQueries from "@sendero/cms/queries/packages"
import * as queries from "@sendero/cms/queries/catalogue"
import * as siteQueries from "@sendero/cms/queries/pages"

type Doc = { _id: string; _type: string; [key: string]: unknown }

const documents: Doc[] = readFileSync(path.join("cms", "dataset", "data.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith("drafts."))
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const index = indexDocuments(documents)

async function run(query: string, params: Record<string, unknown>, narrow: boolean) {
  const tree = parse(query, { params })
  const value = await evaluate(narrow ? narrowQuery(tree, index) : tree, {
    dataset: documents,
    params,
    dereference: async ({ _ref }) => byId.get(_ref) ?? null,
  })
  return value.get()
}

const slugOf = (type: string, at: number) =>
  (index.byType.get(type)?.[at]?.slug as { current: string } | undefined)?.current

describe("queries over the documents they can match (groq-subsets.ts)", () => {
  const all = Object.entries({ ...queries, ...siteQueries, ...packageQueries, ...comboQueries })
    .filter(([, value]) => typeof value === "string")
    .map(([name, query]) => [name, query as string] as const)

  it("finds every query of the site", () => expect(all.length).toBeGreaterThanOrEqual(20))

  for (const [name, query] of all)
    it(`${name} gives what the whole dataset gives`, async () => {
      const cases: Record<string, unknown>[] = []
      for (const locale of LOCALES)
        for (const [type, at] of [
          ["experience", 0],
          ["experience", 300],
          ["city", 3],
          ["category", 2],
          ["blogPost", 1],
        ] as const)
          cases.push({ locale, slug: slugOf(type, at), kind: "about" })
      cases.push({ locale: "es", slug: "no-such-slug", kind: "nothing" })
      for (const params of cases) {
        const used = Object.fromEntries(
          Object.entries(params).filter(([key]) => query.includes(`$${key}`)),
        )
        expect(await run(query, used, true)).toEqual(await run(query, used, false))
      }
    })

  it("reads one document for a lookup by slug, and one type for a list", () => {
    const slug = slugOf("experience", 300)
    const bases: unknown[] = []
    const collect = (node: unknown) => {
      if (!node || typeof node !== "object") return
      const n = node as { type?: string; base?: { type: string; value: unknown } }
      if (n.type === "Filter" && n.base?.type === "Value") bases.push(n.base.value)
      if (n.type !== "Value") for (const value of Object.values(n)) collect(value)
    }
    collect(
      narrowQuery(parse(queries.experiencePageQuery, { params: { slug, locale: "es" } }), index),
    )
    expect(bases).toHaveLength(1)
    expect((bases[0] as Doc[]).map((d) => (d.slug as { current: string }).current)).toEqual([slug])
    bases.length = 0
    // A category's page: its experiences are those whose categories name it, found by reference.
    const category = index.byType.get("category")![2]!
    const slugOfCategory = (category.slug as { current: string }).current
    collect(
      narrowQuery(
        parse(queries.categoryPageQuery, { params: { slug: slugOfCategory, locale: "es" } }),
        index,
      ),
    )
    const inCategory = index.byType
      .get("experience")!
      .filter((d) =>
        (d.categories as { _ref: string }[] | undefined)?.some((c) => c._ref === category._id),
      )
    expect(bases.map((b) => (b as Doc[]).length)).toEqual([1, inCategory.length])
    bases.length = 0
    collect(narrowQuery(parse(queries.citiesQuery, { params: { locale: "es" } }), index))
    // The cities, then the experiences each one counts.
    expect(bases.map((b) => (b as Doc[]).length)).toEqual([
      index.byType.get("city")!.length,
      index.byType.get("experience")!.length,
    ])
  })

  it("keeps the dataset for a filter that names no type, and in the dataset's order", async () => {
    const docs: Doc[] = [
      { _id: "b", _type: "city", slug: { current: "x" } },
      { _id: "a", _type: "city", slug: { current: "x" } },
      { _id: "c", _type: "page", slug: { current: "x" } },
    ]
    const small = indexDocuments(docs)
    const evaluateOn = async (query: string) =>
      (await (await evaluate(narrowQuery(parse(query), small), { dataset: docs })).get()) as Doc[]
    expect((await evaluateOn(`*[slug.current == "x"]`)).map((d) => d._id)).toEqual(["b", "a", "c"])
    expect(
      (await evaluateOn(`*[_type == "city" && slug.current == "x"]`)).map((d) => d._id),
    ).toEqual(["b", "a"])
    expect((await evaluateOn(`*[_type == "city" || _type == "page"]`)).length).toBe(3)
  })
})
