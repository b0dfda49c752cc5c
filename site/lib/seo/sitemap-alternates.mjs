// @ts-check
import { open, readdir, readFile } from "node:fs/promises"
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

/** Files read at once: a build of ten thousand pages waits on the disk, not on the CPU. */
const READS_AT_ONCE = 32
/** Bytes read from the start of a page: its head is a few KB (a longer one is read whole). */
const HEAD_BYTES = 16 * 1024

/**
 * The start of an HTML file up to its `</head>`: the alternates live there, and
 * the rest of the page (most of its bytes) is never read nor decoded.
 * @param {string} file
 */
export async function readHead(file) {
  const handle = await open(file)
  try {
    const buffer = Buffer.allocUnsafe(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    const end = buffer.subarray(0, bytesRead).indexOf("</head>")
    if (end !== -1) return buffer.toString("utf8", 0, end + "</head>".length)
    if (bytesRead < HEAD_BYTES) return buffer.toString("utf8", 0, bytesRead)
    return await readFile(file, "utf8")
  } finally {
    await handle.close()
  }
}

/**
 * Reads every built HTML page under `dir` (a file URL) and returns its
 * alternates by canonical URL, in the order of the directory listing (a few
 * files read at a time).
 * @param {URL} dir
 */
export async function collectAlternates(dir) {
  const root = fileURLToPath(dir)
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  /** @type {([string, { lang: string, url: string }[]] | null)[]} */
  const found = new Array(pages.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < pages.length; i = next++) {
      found[i] = alternatesOfPage(await readHead(path.join(pages[i].parentPath, pages[i].name)))
    }
  }
  await Promise.all(Array.from({ length: READS_AT_ONCE }, worker))
  const byUrl = new Map()
  for (const page of found) if (page) byUrl.set(page[0], page[1])
  return byUrl
}
