import type { APIRoute, GetStaticPaths } from "astro"
import { localeFromParam, localeParams } from "../../../i18n"
import { getBlogPosts } from "../../../lib/content"
import { blogFeedXml } from "../../../lib/content/blog-feed"

export const getStaticPaths = (() =>
  localeParams.map((params) => ({ params }))) satisfies GetStaticPaths

/** The blog's RSS feed in one language (/blog/rss.xml, /en/blog/rss.xml), prerendered like the blog. */
export const GET: APIRoute = async ({ params, site }) => {
  const locale = localeFromParam(params.locale)
  if (!site) throw new Error("The blog feed needs the site's address (astro.config.mjs `site`)")
  const xml = blogFeedXml({ locale, site, posts: await getBlogPosts(locale) })
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}
