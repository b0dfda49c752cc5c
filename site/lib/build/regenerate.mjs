// @ts-check
import { randomBytes } from "node:crypto"
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { createLinkIndex, fileOfPath, pathOfFile } from "./link-index.mjs"

export { createLinkIndex, fileOfPath, pagesShowing, pathOfFile } from "./link-index.mjs"

/**
 * The pages one catalogue change touches, rendered again and swapped in one
 * file at a time (docs/architecture.md#a-change-from-admin-or-studio-to-page).
 * Each file is written beside the live one and renamed over it, so a visitor
 * gets the old page or the new one, never half of one; files of the build
 * (scripts, styles, images, index chunks) are only ever added, so a page
 * served a moment ago still finds every asset it links.
 */

/**
 * Index chunks of the listings (lib/listing/listing-index.ts), named by language and place (older
 * builds added their content's hash).
 */
const INDEX_CHUNK = /\/listing-index\/[a-z]{2}-\d+(?:-[0-9a-f]{12})?\.json/g

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
 * @typedef {{ written: string[], removed: string[], unchanged: string[], failed: { path: string, error: string }[],
 *   rendered: number }} Regenerated (`removed`: pages no route has any more, deleted from the live files
 *   and the sitemap; `written` includes the sitemap files that changed)
 */

/**
 * Renders `paths` again and swaps in each page that rendered (status 200)
 * and changed; a page whose render failed stays as it was and is reported.
 * The listing index chunks the new pages link are rendered first (new names:
 * the old chunks stay for pages still linking them), and pages that linked a
 * chunk the new pages no longer link are rendered too, so no listing keeps
 * the old index.
 * @param {{ clientDir: string, paths: string[],
 *   render: (paths: string[], options: { fresh: boolean }) => Promise<Map<string, Rendered>>,
 *   index?: ReturnType<typeof createLinkIndex> }} options (`index`: the live files' links, kept up
 *   to date; `render` is told `fresh` on its first call of the batch, when the renderer reads the
 *   change, and not on the later ones, which render with what it read)
 * @returns {Promise<Regenerated>}
 */
export async function regeneratePages({
  clientDir,
  paths,
  render: renderBatch,
  index = createLinkIndex(clientDir),
}) {
  let fresh = true
  const render = (/** @type {string[]} */ todo) => {
    const options = { fresh }
    fresh = false
    return renderBatch(todo, options)
  }
  /** @type {Regenerated} */
  const result = { written: [], removed: [], unchanged: [], failed: [], rendered: 0 }
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
    /** @type {string[]} */
    const gone = []
    for (const urlPath of todo) {
      done.add(urlPath)
      const page = rendered.get(urlPath)
      if (page && !page.ok && page.gone && !urlPath.endsWith(".json")) {
        // Its experience is paused or unpublished: the page leaves (the server answers 404), once
        // the pages linking it no longer do.
        gone.push(urlPath)
        continue
      }
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
    // Index chunks before the pages that link them: new ones (a new name), and, once a batch, the
    // ones live pages link, whose names stay while their content follows the change.
    const linkedLive = pass === 0 ? await index.chunks() : []
    const chunks = [...new Set([...newChunks, ...linkedLive])].filter((c) => !done.has(c))
    for (const chunk of chunks) done.add(chunk)
    const chunkBodies = chunks.length ? await render(chunks) : new Map()
    result.rendered += chunkBodies.size
    const brokenChunks = new Set()
    for (const chunk of chunks) {
      const body = chunkBodies.get(chunk)
      const live = await readFile(fileOfPath(clientDir, chunk)).catch(() => null)
      if (body?.ok && body.status === 200) {
        if (live && live.equals(body.body)) continue
        await replaceFile(fileOfPath(clientDir, chunk), body.body)
        result.written.push(chunk)
      } else if (body && !body.ok && body.gone && live && !newChunks.has(chunk)) {
        // A chunk the catalogue no longer fills: it stays for pages that still link it.
        continue
      } else {
        // One that exists stays as it was (stale, never missing); a new one's pages wait for it.
        if (!live) brokenChunks.add(chunk)
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
    for (const urlPath of gone) {
      const removed = await rm(fileOfPath(clientDir, urlPath)).then(
        () => true,
        () => false,
      )
      ;(removed ? result.removed : result.unchanged).push(urlPath)
    }
    // Chunks a swapped page linked and no longer does: the pages still linking them follow.
    const dropped = new Set([...linkedNow].filter((chunk) => !newChunks.has(chunk)))
    await index.update([...result.written, ...result.removed])
    todo = (await index.pagesLinking(dropped)).filter((p) => !done.has(p))
  }
  const back = result.written.filter((p) => index.sitemapEntries.has(p))
  if (result.removed.length || back.length)
    result.written.push(
      ...(await updateSitemaps(clientDir, {
        removed: result.removed,
        back,
        entries: index.sitemapEntries,
      })),
    )
  return result
}

/**
 * Takes removed pages out of the sitemap files, keeping each entry (with its
 * hreflang links) to put back when the page returns (an experience published
 * again). Each file is written beside and renamed over.
 * @param {string} clientDir
 * @param {{ removed: string[], back: string[], entries: Map<string, { block: string, files: string[] }> }} change
 * @returns {Promise<string[]>} URL paths of the sitemap files that changed
 */
export async function updateSitemaps(clientDir, { removed, back, entries }) {
  const names = (await readdir(clientDir).catch(() => [])).filter((name) =>
    /^sitemap(-\d+)?\.xml$/.test(name),
  )
  /** @type {string[]} */
  const changed = []
  for (const name of names) {
    const file = path.join(clientDir, name)
    const before = await readFile(file, "utf8").catch(() => null)
    if (before === null) continue
    let text = before
    for (const urlPath of removed) {
      const escaped = urlPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      const entry = new RegExp(`<url><loc>[a-z]+://[^/<]+${escaped}</loc>.*?</url>`).exec(text)
      if (!entry) continue
      const kept = entries.get(urlPath) ?? { block: entry[0], files: [] }
      if (!kept.files.includes(name)) kept.files.push(name)
      entries.set(urlPath, kept)
      text = text.replace(entry[0], "")
    }
    for (const urlPath of back) {
      const kept = entries.get(urlPath)
      if (!kept?.files.includes(name) || text.includes(kept.block)) continue
      text = text.replace("</urlset>", `${kept.block}</urlset>`)
    }
    if (text === before) continue
    await replaceFile(file, Buffer.from(text))
    changed.push(`/${name}`)
  }
  for (const urlPath of back) entries.delete(urlPath)
  return changed
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
