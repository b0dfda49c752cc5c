// @ts-check
import { randomBytes } from "node:crypto"
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"

/**
 * The pages one catalogue change touches, rendered again and swapped in one
 * file at a time (docs/architecture.md#a-change-from-admin-or-studio-to-page).
 * Each file is written beside the live one and renamed over it, so a visitor
 * gets the old page or the new one, never half of one; files of the build
 * (scripts, styles, images, index chunks) are only ever added, so a page
 * served a moment ago still finds every asset it links.
 */

/** Index chunks of the listings (lib/listing/listing-index.ts): their names carry their content's hash. */
const INDEX_CHUNK = /\/listing-index\/[a-z]{2}-\d+-[0-9a-f]{12}\.json/g
/** The English page of a Spanish one, from its head. */
const ENGLISH_ALTERNATE = /<link rel="alternate" hreflang="en" href="[a-z]+:\/\/[^/"]+(\/[^"]*)"/

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
 * The prerendered pages that show one of `handles` (an experience's, a tour
 * package's or a combo's slug): its own pages in both languages (the English
 * one found through the Spanish page's hreflang link) and every page that
 * links to one of them (listing cards, city and category pages, the home's
 * blocks, related experiences).
 * @param {string} clientDir
 * @param {string[]} handles
 * @returns {Promise<string[]>} URL paths
 */
export async function pagesShowing(clientDir, handles) {
  const pages = await filesUnder(clientDir, (name) => name.endsWith(".html"))
  const slugs = new Set(handles)
  /** @type {Set<string>} */
  const own = new Set()
  for (const file of pages) {
    const urlPath = pathOfFile(clientDir, file)
    const last = urlPath.split("/").pop() ?? ""
    if (!handles.includes(last) || urlPath.startsWith("/en/")) continue
    own.add(urlPath)
    const english = ENGLISH_ALTERNATE.exec(await readFile(file, "utf8"))?.[1]
    if (english) {
      own.add(english)
      slugs.add(english.split("/").pop() ?? "")
    }
  }
  const linked = new Set(own)
  const needles = [...slugs].filter(Boolean).map((slug) => `/${slug}"`)
  for (const file of pages) {
    const text = await readFile(file, "utf8")
    if (needles.some((needle) => text.includes(needle))) linked.add(pathOfFile(clientDir, file))
  }
  return [...linked].sort()
}

/**
 * Pages that link one of these listing index chunks.
 * @param {string} clientDir @param {Set<string>} chunks URL paths of chunks
 */
async function pagesLinking(clientDir, chunks) {
  if (!chunks.size) return []
  const out = []
  for (const file of await filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    const text = await readFile(file, "utf8")
    for (const chunk of chunks)
      if (text.includes(chunk)) {
        out.push(pathOfFile(clientDir, file))
        break
      }
  }
  return out
}

/**
 * Writes `body` beside `file` and renames it over it (one atomic step on the same disk).
 * @param {string} file @param {Buffer} body
 */
async function replaceFile(file, body) {
  await mkdir(path.dirname(file), { recursive: true })
  const next = `${file}.next-${randomBytes(4).toString("hex")}`
  try {
    await writeFile(next, body)
    await rename(next, file)
  } catch (error) {
    await rm(next, { force: true })
    throw error
  }
}

/**
 * @typedef {import("./render-pages.mjs").Rendered} Rendered
 * @typedef {{ written: string[], unchanged: string[], failed: { path: string, error: string }[], rendered: number }} Regenerated
 */

/**
 * Renders `paths` again and swaps in each page that rendered (status 200)
 * and changed; a page whose render failed stays as it was and is reported.
 * The listing index chunks the new pages link are rendered first (new names:
 * the old chunks stay for pages still linking them), and pages that linked a
 * chunk the new pages no longer link are rendered too, so no listing keeps
 * the old index.
 * @param {{ clientDir: string, paths: string[], render: (paths: string[]) => Promise<Map<string, Rendered>> }} options
 * @returns {Promise<Regenerated>}
 */
export async function regeneratePages({ clientDir, paths, render }) {
  /** @type {Regenerated} */
  const result = { written: [], unchanged: [], failed: [], rendered: 0 }
  /** @type {Set<string>} */
  const done = new Set()
  let todo = [...new Set(paths)]
  for (let pass = 0; todo.length && pass < 3; pass++) {
    const rendered = await render(todo)
    result.rendered += rendered.size
    /** @type {Map<string, Buffer>} */
    const ready = new Map()
    /** @type {Set<string>} */
    const oldChunks = new Set()
    /** @type {Set<string>} */
    const newChunks = new Set()
    /** @type {Map<string, string[]>} */
    const linkedBefore = new Map()
    /** @type {Set<string>} */
    const linkedNow = new Set()
    for (const urlPath of todo) {
      done.add(urlPath)
      const page = rendered.get(urlPath)
      if (!page || !page.ok || page.status !== 200) {
        result.failed.push({
          path: urlPath,
          error: !page ? "not rendered" : page.ok ? `status ${page.status}` : page.error,
        })
        continue
      }
      const before = await readFile(fileOfPath(clientDir, urlPath)).catch(() => null)
      if (before && before.equals(page.body)) {
        result.unchanged.push(urlPath)
        continue
      }
      ready.set(urlPath, page.body)
      linkedBefore.set(
        urlPath,
        [...(before?.toString("utf8") ?? "").matchAll(INDEX_CHUNK)].map((m) => m[0]),
      )
      for (const m of page.body.toString("utf8").matchAll(INDEX_CHUNK)) newChunks.add(m[0])
    }
    for (const chunks of linkedBefore.values()) for (const chunk of chunks) oldChunks.add(chunk)
    // New index chunks before the pages that link them.
    const missing = [...newChunks].filter((chunk) => !oldChunks.has(chunk))
    const chunkFiles = await Promise.all(
      missing.map((c) =>
        stat(fileOfPath(clientDir, c)).then(
          () => null,
          () => c,
        ),
      ),
    )
    const chunks = chunkFiles.filter((c) => c !== null)
    const chunkBodies = chunks.length ? await render(chunks) : new Map()
    result.rendered += chunkBodies.size
    const brokenChunks = new Set()
    for (const chunk of chunks) {
      const body = chunkBodies.get(chunk)
      if (body?.ok && body.status === 200) {
        await replaceFile(fileOfPath(clientDir, chunk), body.body)
        result.written.push(chunk)
      } else {
        brokenChunks.add(chunk)
        result.failed.push({
          path: chunk,
          error: body && !body.ok ? body.error : `status ${body?.status}`,
        })
      }
    }
    for (const [urlPath, body] of ready) {
      const text = body.toString("utf8")
      if ([...brokenChunks].some((chunk) => text.includes(chunk))) {
        result.failed.push({ path: urlPath, error: "its listing index did not render" })
        continue
      }
      await replaceFile(fileOfPath(clientDir, urlPath), body)
      result.written.push(urlPath)
      for (const chunk of linkedBefore.get(urlPath) ?? []) linkedNow.add(chunk)
    }
    // Chunks a swapped page linked and no longer does: the pages still linking them follow.
    const dropped = new Set([...linkedNow].filter((chunk) => !newChunks.has(chunk)))
    todo = (await pagesLinking(clientDir, dropped)).filter((p) => !done.has(p))
  }
  return result
}

/**
 * Copies a new build's client files over the live ones, each beside its live
 * file and renamed over it: assets first (new names), then the pages that
 * link them. Files only the live build has stay (a page served a moment ago
 * may still link them).
 * @param {string} nextDir the new build's client folder
 * @param {string} liveDir the served client folder
 * @returns {Promise<string[]>} URL paths of the files that changed
 */
export async function swapInBuild(nextDir, liveDir) {
  const files = await walkAll(nextDir)
  const isPage = (/** @type {string} */ f) =>
    /\.(html|xml|txt|json)$/.test(f) && !f.includes(`${path.sep}_astro${path.sep}`)
  const ordered = [...files.filter((f) => !isPage(f)), ...files.filter(isPage)]
  const changed = []
  for (const file of ordered) {
    const rel = path.relative(nextDir, file)
    const live = path.join(liveDir, rel)
    const [a, b] = await Promise.all([readFile(file), readFile(live).catch(() => null)])
    if (b && a.equals(b)) continue
    await mkdir(path.dirname(live), { recursive: true })
    const next = `${live}.next-${randomBytes(4).toString("hex")}`
    await copyFile(file, next)
    await rename(next, live)
    changed.push(pathOfFile(liveDir, live))
  }
  return changed
}

/** @param {string} dir @returns {Promise<string[]>} */
async function walkAll(dir) {
  /** @type {string[]} */
  const out = []
  const walk = async (/** @type {string} */ d) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name)
      if (entry.isDirectory()) await walk(full)
      else out.push(full)
    }
  }
  await walk(dir)
  return out
}
