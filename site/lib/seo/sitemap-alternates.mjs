// @ts-check
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"

const CANONICAL = /<link rel="canonical" href="([^"]+)"/
const ALTERNATE = /<link rel="alternate" hreflang="(es|en|x-default)" href="([^"]+)"/g

/**
 * The hreflang alternates a page's own head declares, keyed by its canonical
 * URL. Pages with English slugs live at different paths per language, so the
 * sitemap cannot pair /x with /en/x: it takes each page's own pairs instead.
 * @param {string} html
 * @returns {[string, { lang: string, url: string }[]] | null}
 */
export function alternatesOfPage(html) {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined)
  const canonical = head.match(CANONICAL)?.[1]
  if (!canonical) return null
  const links = [...head.matchAll(ALTERNATE)].map(([, lang, url]) => ({ lang, url }))
  return links.length ? [canonical, links] : null
}

/**
 * Reads every built HTML page under `dir` (a file URL) and returns its
 * alternates by canonical URL.
 * @param {URL} dir
 */
export async function collectAlternates(dir) {
  const root = fileURLToPath(dir)
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const byUrl = new Map()
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const html = await readFile(path.join(entry.parentPath, entry.name), "utf8")
    const found = alternatesOfPage(html)
    if (found) byUrl.set(found[0], found[1])
  }
  return byUrl
}
