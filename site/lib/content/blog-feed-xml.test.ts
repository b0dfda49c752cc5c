// @vitest-environment jsdom
import { LOCALES } from "@sendero/shared/locales"
import { describe, expect, it } from "vitest"
import { getBlogPosts } from "."
import { blogFeedXml, postsFor } from "./blog-feed"

/*
 * Issue 26's blog feeds walked as a feed reader and an editor would: each
 * feed parses as XML (a reader refuses the whole feed otherwise), whatever an
 * editor pasted into a title, and lists only posts written in its language.
 */
const SITE = "https://sendero.example"

/** The feed parsed by a real XML parser (jsdom's), or the parser's error. */
function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml")
  const error = doc.getElementsByTagName("parsererror")[0]
  return { doc, error: error?.textContent ?? null }
}

type Post = Awaited<ReturnType<typeof getBlogPosts>>[number]
const post = (over: Partial<Post>): Post => ({
  slug: "dunas",
  pathSlug: "dunas",
  title: "Dunas",
  titleLang: "es",
  excerpt: "Arena",
  excerptLang: "es",
  cover: { src: null, alt: "" },
  author: "Ana",
  publishedAt: "2025-03-01T09:30:00Z",
  tags: [],
  ...over,
})

describe("blog feed as XML", () => {
  it.each(LOCALES)("the %s feed of the dataset parses, every link absolute", async (locale) => {
    const { doc, error } = parse(
      blogFeedXml({ locale, site: SITE, posts: await getBlogPosts(locale) }),
    )
    expect(error).toBeNull()
    const links = [...doc.querySelectorAll("item > link")].map((l) => l.textContent ?? "")
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.startsWith(`${SITE}/`)).toBe(true)
  })

  it("parses with what an editor pastes: control characters, & and < in a title, emoji", () => {
    const pasted = "Dunas\u000b al\u0000ba & <sol> \u{1F42A}\u0008"
    const { doc, error } = parse(
      blogFeedXml({
        locale: "es",
        site: SITE,
        posts: [post({ title: pasted, excerpt: "Línea\u000cnueva", author: "Ana\u001f" })],
      }),
    )
    expect(error).toBeNull()
    expect(doc.querySelector("item > title")?.textContent).toBe("Dunas alba & <sol> \u{1F42A}")
  })

  it("leaves out a post with no English title from the English feed, and keeps it in Spanish", () => {
    const posts = [
      post({ slug: "solo-es", pathSlug: "solo-es", title: "Solo en español", titleLang: "es" }),
      post({ slug: "both", pathSlug: "both-en", title: "In English", titleLang: "en" }),
    ]
    const en = parse(blogFeedXml({ locale: "en", site: SITE, posts })).doc
    expect([...en.querySelectorAll("item > title")].map((t) => t.textContent)).toEqual([
      "In English",
    ])
    const es = parse(
      blogFeedXml({
        locale: "es",
        site: SITE,
        posts: [posts[0], { ...posts[1], titleLang: "es" }],
      }),
    ).doc
    expect(es.querySelectorAll("item")).toHaveLength(2)
  })

  it("splits the posts as the blog page lists them: the feed's, then the untranslated ones apart", () => {
    const posts = [
      post({ slug: "solo-es", title: "Solo en español", titleLang: "es" }),
      post({ slug: "both", title: "In English", titleLang: "en" }),
    ]
    const { written, untranslated } = postsFor(posts, "en")
    expect(written.map((p) => p.slug)).toEqual(["both"])
    expect(untranslated.map((p) => p.slug)).toEqual(["solo-es"])
    const feed = parse(blogFeedXml({ locale: "en", site: SITE, posts })).doc
    expect([...feed.querySelectorAll("item > title")].map((t) => t.textContent)).toEqual(
      written.map((p) => p.title),
    )
  })

  it("writes no pubDate for a post without a valid date (never 'Invalid Date')", () => {
    const xml = blogFeedXml({
      locale: "es",
      site: SITE,
      posts: [post({ publishedAt: "" as unknown as string })],
    })
    expect(xml).not.toContain("Invalid Date")
    expect(parse(xml).error).toBeNull()
  })
})
