import { createSchema, validateDocument, type SanityDocument } from "sanity"
import { describe, expect, it } from "vitest"
import {
  LANGUAGE_SEGMENTS,
  LOCALISED_ROUTE_SEGMENTS,
  RESERVED_SEGMENTS,
  SITE_ROUTE_SEGMENTS,
} from "@sendero/shared/reserved-segments"
import { DEFAULT_DATASET_DIR, readDataset } from "../scripts/validate-dataset"
import { PAGE_KINDS } from "./documents/page"
import { KEBAB_CASE, MISSING_ENGLISH } from "./helpers"
import { schemaTypes } from "."

const schema = createSchema({ name: "sendero", types: schemaTypes })

/** Renders the Studio's i18n keys as themselves: the tests read custom messages, which are plain text. */
const i18n = {
  currentLocale: { id: "en-US" },
  loadNamespaces: async () => {},
  t: ((key: string) => key) as never,
}
/** Every slug is free: uniqueness is not what these tests are about. */
const client = { fetch: async () => true, withConfig: () => client }

/** The Studio's validation markers of one document, as an editor sees them in the Studio. */
async function markers(document: SanityDocument) {
  const found = await validateDocument({
    document,
    workspace: { schema, i18n, getClient: () => client as never } as never,
    environment: "studio",
    getDocumentExists: async () => true,
  })
  return found.map((marker) => ({
    level: marker.level,
    path: marker.path.map(String).join("."),
    message: marker.message ?? marker.item?.message ?? "",
  }))
}

/** A published category of the dataset: valid as it is, in both languages. */
async function aCategory() {
  const documents = await readDataset(DEFAULT_DATASET_DIR)
  const category = documents.find((doc) => doc._id === "category-cruceros")
  if (!category) throw new Error("the dataset has no category-cruceros")
  return structuredClone(category)
}

describe("Studio validation of a category's path", () => {
  it("passes the dataset's category as it is", async () => {
    expect(await markers(await aCategory())).toEqual([])
  })

  // A slug that is not kebab-case (robots.txt, _astro) is already refused as such: for those, any
  // error on the field will do; every kebab-case one must be refused as reserved.
  const kebab = RESERVED_SEGMENTS.filter((segment) => KEBAB_CASE.test(segment))

  it.each(RESERVED_SEGMENTS)("refuses %s as the Spanish or the English slug", async (segment) => {
    const category = await aCategory()
    const spanish = { ...category, slug: { _type: "slug", current: segment } }
    const english = { ...category, slugEn: { _type: "slug", current: segment } }
    for (const [document, field] of [
      [spanish, "slug"],
      [english, "slugEn"],
    ] as const) {
      const errors = (await markers(document)).filter((marker) => marker.level === "error")
      expect(errors).toContainEqual(
        expect.objectContaining({
          path: field,
          message: kebab.includes(segment)
            ? `"${segment}" es una ruta reservada del sitio`
            : expect.stringMatching(/kebab-case/),
        }),
      )
    }
  })

  it("refuses the drifted four and the prefixes of city listings and /discover", async () => {
    expect(kebab).toEqual(expect.arrayContaining(["account", "combos", "voucher", "trip-planner"]))
    for (const segment of ["things-to-do-in-fez", "discover-morocco"]) {
      const category = { ...(await aCategory()), slug: { _type: "slug", current: segment } }
      const errors = (await markers(category)).filter((marker) => marker.level === "error")
      expect(errors).toEqual([
        expect.objectContaining({ path: "slug", message: expect.stringMatching(/reservada/) }),
      ])
    }
  })

  it("keeps every page document at one of the site's routes", () => {
    for (const { value } of PAGE_KINDS)
      expect(LOCALISED_ROUTE_SEGMENTS as readonly string[]).toContain(value)
    expect(RESERVED_SEGMENTS).toEqual(
      expect.arrayContaining([...LANGUAGE_SEGMENTS, ...SITE_ROUTE_SEGMENTS]),
    )
  })
})

describe("Studio validation of a document without English", () => {
  it("warns, never errs, on each text written in Spanish only", async () => {
    const category = await aCategory()
    const spanishOnly = {
      ...category,
      name: { _type: "localeString", es: "Cruceros" },
      intro: { _type: "localeText", es: "Cruceros por el Nilo.", en: "  " },
    }
    const found = await markers(spanishOnly)
    expect(found.filter((marker) => marker.level === "error")).toEqual([])
    expect(found).toEqual(
      expect.arrayContaining([
        { level: "warning", path: "name.en", message: MISSING_ENGLISH },
        { level: "warning", path: "intro.en", message: MISSING_ENGLISH },
      ]),
    )
  })

  it("warns on a list and on rich text without English", async () => {
    const documents = await readDataset(DEFAULT_DATASET_DIR)
    const post = structuredClone(
      documents.find((doc) => doc._type === "blogPost" && !doc._id.startsWith("drafts."))!,
    )
    delete (post.body as { en?: unknown }).en
    const experience = structuredClone(
      documents.find((doc) => doc._type === "experience" && !doc._id.startsWith("drafts."))!,
    )
    const highlights = Object.entries(experience).find(
      ([, value]) => (value as { _type?: string })?._type === "localeStringList",
    )
    if (!highlights) throw new Error("no localeStringList field on an experience")
    delete (highlights[1] as { en?: unknown }).en

    expect(await markers(post)).toContainEqual({
      level: "warning",
      path: "body.en",
      message: MISSING_ENGLISH,
    })
    expect(await markers(experience)).toContainEqual({
      level: "warning",
      path: `${highlights[0]}.en`,
      message: MISSING_ENGLISH,
    })
  })
})
