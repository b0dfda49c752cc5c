import { gzipSync } from "node:zlib"

const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i

/**
 * The scripts a page's HTML asks for: external script URLs (script src,
 * module preloads, the component and renderer of each Astro island) and the
 * text of its executable inline scripts (JSON-LD and speculation rules are
 * data, not scripts).
 * @param {string} html
 * @returns {{ urls: string[], inline: string[] }}
 */
export function pageScripts(html) {
  const urls = new Set()
  const inline = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1]
    const type = attribute(attrs, "type") ?? ""
    if (!EXECUTABLE.test(type)) continue
    const src = attribute(attrs, "src")
    if (src) urls.add(src)
    else if (match[2].trim()) inline.push(match[2])
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (/\brel=["']?modulepreload/i.test(match[1])) urls.add(attribute(match[1], "href"))
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    for (const name of ["component-url", "renderer-url"]) {
      const url = attribute(match[1], name)
      if (url) urls.add(url)
    }
  }
  return { urls: [...urls].filter(Boolean), inline }
}

/**
 * The modules a JS file imports (static and dynamic), as written.
 * @param {string} code
 */
export function moduleImports(code) {
  const found = new Set()
  for (const match of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g))
    found.add(match[1])
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.add(match[1])
  return [...found]
}

/** Gzip size of a text, as a CDN would send it (gzip level 6). */
export const gzipBytes = (text) => gzipSync(Buffer.from(text), { level: 6 }).length

function attribute(attrs, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
    attrs,
  )
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, "&") : null
}

/**
 * Every JS file a page loads, following imports from its scripts and
 * islands, with the gzip bytes of each file and of the inline scripts.
 * @param {string} pageUrl
 * @param {(url: string) => Promise<string>} fetchText
 */
export async function pageJsWeight(pageUrl, fetchText) {
  const { urls, inline } = pageScripts(await fetchText(pageUrl))
  const files = new Map()
  const queue = urls.map((u) => new URL(u, pageUrl).href)
  while (queue.length) {
    const url = queue.shift()
    if (files.has(url)) continue
    const code = await fetchText(url)
    files.set(url, gzipBytes(code))
    for (const spec of moduleImports(code)) {
      if (spec.startsWith(".") || spec.startsWith("/")) queue.push(new URL(spec, url).href)
    }
  }
  const inlineBytes = inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0)
  const fileGzip = [...files.values()].reduce((sum, n) => sum + n, 0)
  return {
    files: [...files.keys()].map((url) => new URL(url).pathname),
    fileGzip,
    inlineBytes,
    inlineGzip: inline.length ? gzipBytes(inline.join("\n")) : 0,
  }
}
