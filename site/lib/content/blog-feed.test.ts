import { LOCALES } from "@sendero/shared/locales"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { getBlogPosts } from "."
import { blogFeedPath, blogFeedXml } from "./blog-feed"

const SITE = "https://sendero.example"
// The Studio's dataset, found through its package (a workspace's files are not reached by a relative path).
const DATASET = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@sendero/cms/package.json")),
  "dataset/data.ndjson",
)

type Post = {
  _id: string
  _type: string
  title: { es: string; en?: string }
  slug: { current: string }
  slugEn?: { current: string }
  publishedAt: string
}

/** The published blog posts as stored in the dataset, newest first: what each feed must list. */
async function datasetPosts() {
  const text = await readFile(DATASET, "utf8")
  return text
    .split("\n")
    .filter((line) => line.includes('"_type":"blogPost"'))
    .map((line) => JSON.parse(line) as Post)
    .filter((doc) => doc._type === "blogPost" && !doc._id.startsWith("drafts."))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
}

/** The text of each `<name>` element inside the feed's items, entities decoded. */
function itemFields(xml: string, name: string) {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&")
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((item) => {
    const match = new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(item[1])
    return match ? decode(match[1]) : null
  })
}

/** XML that a feed reader parses: one root, balanced items, every & an entity. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
  expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true)
  expect(xml.match(/<item>/g)?.length).toBe(xml.match(/<\/item>/g)?.length)
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
}

describe("blog feed", () => {
  it.each(LOCALES)(
    "lists every post of the dataset in %s: its title, absolute link and date",
    async (locale) => {
      const posts = await datasetPosts()
      expect(posts.length).toBeGreaterThan(0)
      const xml = blogFeedXml({ locale, site: SITE, posts: await getBlogPosts(locale) })
      expectWellFormed(xml)

      const english = locale === "en"
      expect(itemFields(xml, "title")).toEqual(
        posts.map((post) => (english ? (post.title.en ?? post.title.es) : post.title.es)),
      )
      expect(itemFields(xml, "link")).toEqual(
        posts.map((post) =>
          english
            ? `${SITE}/en/blog/${post.slugEn?.current ?? post.slug.current}`
            : `${SITE}/blog/${post.slug.current}`,
        ),
      )
      const dates = itemFields(xml, "pubDate")
      dates.forEach((date, index) => {
        // RFC 822, as RSS 2.0 asks: "Wed, 02 Oct 2024 08:00:00 GMT", the post's own instant.
        expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
        expect(new Date(date!).getTime()).toBe(new Date(posts[index].publishedAt).getTime())
      })
      expect(xml).toContain(`<language>${locale}</language>`)
      expect(xml).toContain(`<atom:link href="${SITE}${blogFeedPath(locale)}" rel="self"`)
    },
  )

  it("writes English titles in the English feed and Spanish ones in the Spanish feed", async () => {
    const translated = (await datasetPosts()).filter(
      (post) => post.title.en && post.title.en !== post.title.es,
    )
    expect(translated.length).toBeGreaterThan(0)
    const es = itemFields(
      blogFeedXml({ locale: "es", site: SITE, posts: await getBlogPosts("es") }),
      "title",
    )
    const en = itemFields(
      blogFeedXml({ locale: "en", site: SITE, posts: await getBlogPosts("en") }),
      "title",
    )
    for (const post of translated) {
      expect(en).toContain(post.title.en)
      expect(en).not.toContain(post.title.es)
      expect(es).toContain(post.title.es)
    }
  })

  it("escapes what XML gives a meaning", () => {
    const xml = blogFeedXml({
      locale: "es",
      site: SITE,
      posts: [
        {
          slug: "a",
          pathSlug: "a",
          title: "Dunas & <oasis> \"sin\" 'prisa'",
          titleLang: "es",
          excerpt: "A < B",
          excerptLang: "es",
          cover: { src: null, alt: "" },
          author: "Ana & Luis",
          publishedAt: "2025-03-01T09:30:00Z",
          tags: ["desierto & mar"],
        },
      ],
    })
    expectWellFormed(xml)
    expect(itemFields(xml, "title")).toEqual([`Dunas & <oasis> "sin" 'prisa'`])
    expect(itemFields(xml, "pubDate")).toEqual(["Sat, 01 Mar 2025 09:30:00 GMT"])
  })
})
