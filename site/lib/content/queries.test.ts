import { evaluate, parse } from "groq-js"
import { describe, expect, it } from "vitest"
import {
  FAQ_GROUP_ORDER,
  getBlogPost,
  getBlogPosts,
  getCategoryPage,
  getCities,
  getCityPage,
  getExperienceCards,
  getExperiencePage,
  getExperiencePages,
  getExperiencePaths,
  getFaqGroups,
  getHome,
  getPage,
  getRedirects,
  getSiteSettings,
  getSlugPaths,
  localImageFile,
} from "."
import * as queries from "@sendero/cms/queries/catalogue"
import { fetchContent } from "./source"

/** Runs a query over documents given inline, the way source.ts runs it over the dataset. */
async function run(
  query: string,
  params: Record<string, unknown>,
  documents: { _id: string; _type: string }[],
) {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const value = await evaluate(parse(query, { params }), {
    dataset: documents,
    params,
    dereference: async ({ _ref }) => byId.get(_ref) ?? null,
  })
  return value.get()
}

describe("content queries over the local dataset", () => {
  it("parse as GROQ", () => {
    for (const [name, query] of Object.entries(queries)) {
      expect(
        () => parse(query, { params: { locale: "es", slug: "x", kind: "about" } }),
        name,
      ).not.toThrow()
    }
  })

  it("keep the experience the end-to-end test books, in both languages", async () => {
    const es = await getExperiencePage("es", "senderismo-dunas-atardecer")
    const en = await getExperiencePage("en", "senderismo-dunas-atardecer")
    expect(es).toMatchObject({
      slug: "senderismo-dunas-atardecer",
      title: "Senderismo por las dunas al atardecer",
      titleLang: "es",
      city: { slug: "riyadh", name: "Riad", timeZone: "Asia/Riyadh" },
    })
    expect(en).toMatchObject({
      title: "Sunset hike across the red dunes",
      titleLang: "en",
      city: { name: "Riyadh" },
    })
    expect(en!.highlights.length).toBeGreaterThan(0)
    expect(en!.itinerary[0]).toMatchObject({ time: "15:30", titleLang: "en" })
    expect(en!.location).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) })
    expect(en!.gallery[0].src).toMatch(/^image@file:\/\/\.\/images\//)
    expect(en!.seo?.title?.length).toBeLessThanOrEqual(60)
    expect(await getExperiencePage("es", "no-such-experience")).toBeNull()
  })

  it("give a build every experience page in one query, the same as one page's query", async () => {
    const pages = await getExperiencePages("en")
    const one = pages.find((page) => page.slug === "senderismo-dunas-atardecer")
    expect(one).toEqual(await getExperiencePage("en", "senderismo-dunas-atardecer"))
    expect(pages.length).toBe((await getExperiencePaths()).length)
  })

  it("list every experience as a card with its handle, city and categories", async () => {
    const cards = await getExperienceCards("en")
    const paths = await getExperiencePaths()
    expect(cards.length).toBeGreaterThanOrEqual(500)
    expect(paths).toHaveLength(cards.length)
    expect(new Set(cards.map((card) => card.slug)).size).toBe(cards.length)
    for (const card of cards) {
      expect(card.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(card.city?.slug).toBeTruthy()
      expect(card.categories?.length).toBeGreaterThanOrEqual(1)
      expect(card.titleLang).toBe("en")
    }
  })

  it("count experiences per city for the listing page", async () => {
    const cities = await getCities("es")
    expect(cities.length).toBeGreaterThanOrEqual(12)
    const cards = await getExperienceCards("es")
    expect(cities.reduce((sum, city) => sum + city.experienceCount, 0)).toBe(cards.length)
  })

  it("serve city, category, blog and legal pages", async () => {
    const city = await getCityPage("es", "alula")
    expect(city).toMatchObject({ slug: "alula", timeZone: "Asia/Riyadh", introLang: "es" })
    expect(city!.experiences.length).toBeGreaterThan(10)
    expect(city!.experiences.every((card) => card.city?.slug === "alula")).toBe(true)

    const category = await getCategoryPage("en", "senderismo")
    expect(category).toMatchObject({ name: "Hiking", iconTheme: "tour-guide", nameLang: "en" })
    expect(category!.experiences.map((card) => card.slug)).toContain("senderismo-dunas-atardecer")

    const posts = await getBlogPosts("en")
    expect(posts.length).toBeGreaterThanOrEqual(12)
    const post = await getBlogPost("es", posts[0].slug)
    expect(post!.body!.length).toBeGreaterThan(0)
    expect(post!.body!.some((block) => block._type === "accessibleImage")).toBe(true)

    for (const kind of ["about", "privacy-policy", "terms-and-conditions", "contact-us"] as const) {
      const page = await getPage("en", kind)
      expect(page, kind).toMatchObject({ kind, titleLang: "en" })
      expect(page!.body!.length, kind).toBeGreaterThan(0)
    }

    const slugs = await getSlugPaths()
    expect(slugs.categories).not.toContain("blog")
    expect(slugs.cities).toEqual(expect.arrayContaining(["riyadh", "dubai", "madrid", "cairo"]))
  })

  it("group the FAQ and give settings and home what the layout needs", async () => {
    const groups = await getFaqGroups("es")
    expect(groups.map(({ group }) => group)).toEqual(FAQ_GROUP_ORDER)
    expect(groups.flatMap(({ items }) => items)).toHaveLength(24)
    for (const { items } of groups)
      expect(items.map((faq) => faq.order)).toEqual(
        [...items.map((f) => f.order)].sort((a, b) => a - b),
      )

    const settings = await getSiteSettings("en")
    expect(settings!.headerMenu.map((item) => item.label)).toEqual([
      "About Us",
      "Blog",
      "Discover",
      "Experience Category",
      "Explore",
      "Tour Packages",
      "Travel Itinerary",
      "Cruises",
      "Packages",
      "Contact Us",
    ])
    expect(settings!.support).toMatchObject({
      email: expect.stringContaining("@"),
      whatsapp: expect.stringMatching(/^\+971/),
    })

    const home = await getHome("es")
    const destinations = home!.popularDestinations!.cities!
    expect(destinations.length).toBeGreaterThan(0)
    expect(destinations[0]!.experienceCount).toBeGreaterThan(0)
    expect(localImageFile(home!.hero!.image!.src)).toMatch(/\.svg$/)
  })

  it("mark text that fell back from English to Spanish", async () => {
    const documents = [
      {
        _id: "city-x",
        _type: "city",
        slug: { current: "x" },
        name: { es: "Equis" },
        timeZone: "UTC",
      },
      {
        _id: "experience-solo-es",
        _type: "experience",
        slug: { current: "solo-es" },
        title: { es: "Solo en español" },
        overview: { es: "Texto en español.", en: "English text." },
        highlights: { es: ["Uno"] },
        city: { _type: "reference", _ref: "city-x" },
      },
    ]
    const page = await run(
      queries.experiencePageQuery,
      { locale: "en", slug: "solo-es" },
      documents,
    )
    expect(page).toMatchObject({
      title: "Solo en español",
      titleLang: "es",
      overview: "English text.",
      overviewLang: "en",
      highlights: ["Uno"],
      highlightsLang: "es",
      city: { name: "Equis" },
    })
    const spanish = await run(
      queries.experiencePageQuery,
      { locale: "es", slug: "solo-es" },
      documents,
    )
    expect(spanish).toMatchObject({ overview: "Texto en español.", overviewLang: "es" })
  })
})

describe("drafts", () => {
  it("exist in the dataset but never reach the site", async () => {
    expect(await fetchContent<unknown[]>(`*[_id in path("drafts.**")]`, {})).toEqual([])
    const cards = await getExperienceCards("es")
    expect(cards.map((card) => card.title)).not.toContain(
      "Senderismo por las dunas rojas al caer la tarde",
    )
    expect(
      (await getFaqGroups("en")).flatMap(({ items }) => items).map((faq) => faq._id),
    ).not.toContain("drafts.faq-25")
    expect((await getRedirects()).map((rule) => rule.from)).not.toContain("/verano")
    const page = await getExperiencePage("es", "senderismo-dunas-atardecer")
    expect(page!.title).toBe("Senderismo por las dunas al atardecer")
  })
})

describe("query results of the local dataset", () => {
  it("are read once per query and parameters, and no caller changes what the next one gets", async () => {
    const first = await getCityPage("es", "riyadh")
    expect(first).not.toBeNull()
    const title = first!.name
    const cards = first!.experiences.length
    first!.name = "changed by a page"
    first!.experiences.length = 0
    const second = await getCityPage("es", "riyadh")
    expect(second!.name).toBe(title)
    expect(second!.experiences).toHaveLength(cards)
    expect(await getCityPage("en", "riyadh")).not.toEqual(second)
  })
})
