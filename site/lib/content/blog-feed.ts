import type { BlogListQueryResult } from "@sendero/cms/sanity.types"
import { blogPostPath, localePath, t, type Locale } from "../../i18n"

/** Where a language's blog feed is: /blog/rss.xml and /en/blog/rss.xml. */
export const blogFeedPath = (locale: Locale) => localePath(locale, "/blog/rss.xml")

/** The five characters XML gives a meaning, written as entities. */
const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")

/** One element with escaped text, or nothing when there is no text. */
const element = (name: string, text: string | null | undefined) =>
  text ? `<${name}>${escapeXml(text)}</${name}>` : ""

/**
 * The RSS 2.0 feed of the blog in one language, written by hand (the site
 * ships no RSS package): every post newest first, as the blog page lists
 * them, with absolute links to the post's page in that language and RFC 822
 * dates. `site` is the storefront's address (canonical URLs use the same).
 */
export function blogFeedXml({
  locale,
  site,
  posts,
}: {
  locale: Locale
  site: URL | string
  posts: BlogListQueryResult
}) {
  const absolute = (path: string) => new URL(path, site).href
  const blog = absolute(localePath(locale, "/blog"))
  const newest = posts.map((post) => post.publishedAt).find(Boolean)
  const items = posts.map((post) => {
    const link = absolute(blogPostPath(locale, post.pathSlug))
    return [
      "<item>",
      element("title", post.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("pubDate", new Date(post.publishedAt).toUTCString()),
      element("dc:creator", post.author),
      element("description", post.excerpt),
      ...(post.tags ?? []).map((tag) => element("category", tag)),
      "</item>",
    ].join("")
  })
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "<channel>",
    element("title", t(locale, "blog.title")),
    element("link", blog),
    element("description", t(locale, "blog.description")),
    element("language", locale),
    newest ? element("lastBuildDate", new Date(newest).toUTCString()) : "",
    `<atom:link href="${escapeXml(absolute(blogFeedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n")
}
