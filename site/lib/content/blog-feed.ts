import type { BlogListQueryResult } from "@sendero/cms/sanity.types"
import { blogPostPath, localePath, t, type Locale } from "../../i18n"

/** Where a language's blog feed is: /blog/rss.xml and /en/blog/rss.xml. */
export const blogFeedPath = (locale: Locale) => localePath(locale, "/blog/rss.xml")

/**
 * Characters XML 1.0 does not allow at all, even escaped (control characters an editor pastes
 * from a word processor, unpaired surrogates): one of them makes a reader refuse the whole feed.
 */
const NOT_XML = new RegExp(
  [
    String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]`,
    String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])`,
    String.raw`(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`,
  ].join("|"),
  "g",
)

/** The five characters XML gives a meaning, written as entities; characters XML refuses, dropped. */
const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")

/** One element with escaped text, or nothing when there is no text. */
const element = (name: string, text: string | null | undefined) =>
  text ? `<${name}>${escapeXml(text)}</${name}>` : ""

/** RFC 822, as RSS 2.0 asks, or nothing for a date that is not one. */
const rfc822 = (date: string | null | undefined) => {
  const time = date ? new Date(date) : null
  return time && !Number.isNaN(time.getTime()) ? time.toUTCString() : null
}

/**
 * The blog's posts for a language's readers, as its page and its feed list them: `written` in that
 * language (their titles have it), and `untranslated`, the others, which the page lists apart
 * under "not yet translated" and the feed leaves out. Each keeps the order given (newest first).
 */
export function postsFor<Post extends { titleLang: string | null }>(posts: Post[], locale: Locale) {
  return {
    written: posts.filter((post) => post.titleLang === locale),
    untranslated: posts.filter((post) => post.titleLang !== locale),
  }
}

/**
 * The RSS 2.0 feed of the blog in one language, written by hand (the site
 * ships no RSS package): every post written in that language (a post whose
 * title has no English is in the Spanish feed only), newest first, as the
 * blog page lists them, with absolute links to the post's page in that
 * language and RFC 822 dates. `site` is the storefront's address (canonical
 * URLs use the same).
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
  const inLanguage = postsFor(posts, locale).written
  const newest = inLanguage.map((post) => rfc822(post.publishedAt)).find(Boolean)
  const items = inLanguage.map((post) => {
    const link = absolute(blogPostPath(locale, post.pathSlug))
    return [
      "<item>",
      element("title", post.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("pubDate", rfc822(post.publishedAt)),
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
    element("lastBuildDate", newest),
    `<atom:link href="${escapeXml(absolute(blogFeedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n")
}
