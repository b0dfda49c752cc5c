// @ts-check
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

/**
 * Which live page links which experience and which listing index chunk
 * (docs/architecture.md#a-change-from-admin-or-studio-to-page), and where
 * the live files of URL paths are.
 */

/** The English page of a Spanish one, from its head. */
const ENGLISH_ALTERNATE = /<link rel="alternate" hreflang="en" href="[a-z]+:\/\/[^/"]+(\/[^"]*)"/
/** A link of a page: to a page (by its path's last segment, a slug) or to a listing index chunk. */
const LINK =
  /href="(?:[a-z]+:\/\/[^/"]+)?(\/[^"?#]*)[^"]*"|(\/listing-index\/[a-z]{2}-\d+(?:-[0-9a-f]{12})?\.json)/g
/** Files read at a time while indexing. */
const READ_AT_ONCE = 16

/**
 * The file a prerendered URL path is written to (Astro's `directory` format).
 * @param {string} clientDir @param {string} urlPath
 */
export function fileOfPath(clientDir, urlPath) {
  const clean = urlPath.replace(/\/+$/, "")
  if (/\.[a-z0-9]+$/i.test(clean)) return path.join(clientDir, clean)
  return path.join(clientDir, clean, "index.html")
}

/**
 * The URL path of a prerendered file.
 * @param {string} clientDir @param {string} file
 */
export function pathOfFile(clientDir, file) {
  const rel = path.relative(clientDir, file).split(path.sep).join("/")
  if (rel === "index.html") return "/"
  return `/${rel.replace(/\/index\.html$/, "")}`
}

/**
 * Every file under `dir` (recursively), skipping the build's own asset folders.
 * @param {string} dir @param {(name: string) => boolean} keep
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir, keep) {
  /** @type {string[]} */
  const out = []
  const walk = async (/** @type {string} */ d) => {
    for (const entry of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(d, entry.name)
      if (entry.isDirectory()) {
        if (d === dir && (entry.name === "_astro" || entry.name === "images")) continue
        await walk(full)
      } else if (keep(entry.name)) out.push(full)
    }
  }
  await walk(dir)
  return out
}

/**
 * Which prerendered page links which slug and which listing index chunk, and
 * each Spanish page's English page: read from the live files once (the first
 * change after a start), then kept up to date with each page a regeneration
 * writes, so a change costs the pages it touches rather than a read of every
 * page (about 5 s at 11,500 pages on the 2-core machine).
 *
 * It keeps only what its answers need, each string once: a match in a page's
 * text is a slice of it, and V8 keeps the whole text alive behind a slice, so
 * every kept string is a copy (at 50,000 experiences, 112,634 pages and
 * 9.9 GB of HTML, the slices held every page: over 8 GB of heap).
 * @param {string} clientDir
 */
export function createLinkIndex(clientDir) {
  /**
   * @type {Map<string, Set<string>>} slug -> every page that linked it since the index was read: a
   * paused experience's cards leave their listings, which must take them back when it returns
   */
  const linkedOnce = new Map()
  /** @type {Map<string, Set<string>>} a chunk's URL path -> pages linking it now */
  const chunkPages = new Map()
  /** @type {Map<string, string[]>} page -> the chunks it links now (pages linking none are absent) */
  const chunksOf = new Map()
  /**
   * @type {Map<string, { block: string, files: string[] }>} a removed page -> its sitemap entry and the
   * sitemap files it was in (put back when the page returns)
   */
  const sitemapEntries = new Map()
  /** @type {Map<string, string>} Spanish page -> English page */
  const englishOf = new Map()
  /** @type {Map<string, Set<string>>} last segment -> Spanish pages ending in it */
  const bySlug = new Map()
  /** @type {Map<string, string>} each string kept, once, as a copy of its own */
  const kept = new Map()
  /** @type {Promise<void> | null} */
  let loading = null

  const own = (/** @type {string} */ text) => {
    let copy = kept.get(text)
    if (copy === undefined) {
      copy = Buffer.from(text, "utf8").toString("utf8")
      kept.set(copy, copy)
    }
    return copy
  }
  const forget = (/** @type {string} */ page) => {
    for (const chunk of chunksOf.get(page) ?? []) chunkPages.get(chunk)?.delete(page)
    chunksOf.delete(page)
  }
  const add = (/** @type {string} */ page, /** @type {string} */ text) => {
    forget(page)
    /** @type {Set<string>} */
    const chunks = new Set()
    for (const m of text.matchAll(LINK)) {
      if (m[2]) {
        chunks.add(m[2])
        continue
      }
      const slug = m[1].replace(/\/+$/, "").split("/").pop() ?? ""
      const pages = linkedOnce.get(slug)
      if (pages) pages.add(page)
      else linkedOnce.set(own(slug), new Set([page]))
    }
    if (chunks.size) {
      const owned = [...chunks].map(own)
      for (const chunk of owned)
        (chunkPages.get(chunk) ?? chunkPages.set(chunk, new Set()).get(chunk))?.add(page)
      chunksOf.set(page, owned)
    }
    if (page.startsWith("/en/") || page === "/en") return
    const slug = own(page.split("/").pop() ?? "")
    ;(bySlug.get(slug) ?? bySlug.set(slug, new Set()).get(slug))?.add(page)
    const english = ENGLISH_ALTERNATE.exec(text)?.[1]
    if (english) englishOf.set(page, own(english.replace(/(?<=.)\/$/, "")))
  }
  const read = async (/** @type {string[]} */ pages) => {
    const queue = [...pages]
    const lane = async () => {
      for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
        const text = await readFile(fileOfPath(clientDir, page), "utf8").catch(() => null)
        // The page's path is kept: a copy too (the caller's may be a slice of something larger).
        if (text === null) forget(page)
        else add(own(page), text)
      }
    }
    await Promise.all(Array.from({ length: READ_AT_ONCE }, lane))
  }
  const loaded = () =>
    (loading ??= filesUnder(clientDir, (name) => name.endsWith(".html")).then((files) =>
      read(files.map((file) => pathOfFile(clientDir, file))),
    ))

  return {
    /**
     * The pages that show one of `handles` (an experience's, a tour package's or a combo's
     * slug): its own pages in both languages and every page linking either (listing cards,
     * city and category pages, the home's blocks, related experiences, blog posts).
     * @param {string[]} handles
     * @returns {Promise<string[]>} URL paths
     */
    async pagesShowing(handles) {
      await loaded()
      /** @type {Set<string>} */
      const out = new Set()
      const slugs = new Set(handles)
      for (const handle of handles)
        for (const page of bySlug.get(handle) ?? []) {
          out.add(page)
          const english = englishOf.get(page)
          if (english) {
            out.add(english)
            slugs.add(english.split("/").pop() ?? "")
          }
        }
      for (const slug of slugs) for (const page of linkedOnce.get(slug) ?? []) out.add(page)
      return [...out].sort()
    },
    /** URL paths of the listing index chunks live pages link. */
    async chunks() {
      await loaded()
      return [...chunkPages].filter(([, pages]) => pages.size > 0).map(([chunk]) => chunk)
    },
    /** @param {Iterable<string>} chunks URL paths of listing index chunks */
    async pagesLinking(chunks) {
      await loaded()
      /** @type {Set<string>} */
      const out = new Set()
      for (const chunk of chunks) for (const page of chunkPages.get(chunk) ?? []) out.add(page)
      return [...out]
    },
    /** Sitemap entries of removed pages, by URL path (see `updateSitemaps`). */
    sitemapEntries,
    /** Reads these pages again (a regeneration wrote them). @param {string[]} pages */
    async update(pages) {
      if (!loading) return
      await loading
      await read(pages.filter((p) => !p.endsWith(".json")))
    },
  }
}

/**
 * The prerendered pages that show one of `handles` (see `createLinkIndex`), read afresh.
 * @param {string} clientDir @param {string[]} handles
 */
export const pagesShowing = (clientDir, handles) => createLinkIndex(clientDir).pagesShowing(handles)
