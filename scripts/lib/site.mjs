import { existsSync } from "node:fs"
import { readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { RENDER_BUNDLE_DIR } from "../../site/lib/build/parallel-prerender.mjs"
import { createLinkIndex, regeneratePages, swapInBuild } from "../../site/lib/build/regenerate.mjs"
import { createPageRenderer } from "../../site/lib/build/render-pages.mjs"
import { run, serve, stop } from "./children.mjs"
import { fingerprint } from "./fingerprint.mjs"
import { waitForHttp } from "./ports.mjs"

const SITE_INPUTS = [
  "site",
  "cms/dataset",
  "astro.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
]

/**
 * The storefront's build and server. A build is reused while its inputs (the
 * site's files, the local dataset, the settings baked in and the catalogue's
 * version) are unchanged; content from the Content Lake cannot be
 * fingerprinted, so with SANITY_PROJECT_ID every start builds.
 */
export function storefront({ root, settings, siteEnv, serverEnv = {}, catalogueVersion, onCrash }) {
  const astro = path.join(root, "node_modules", ".bin", "astro")
  const contentLake = Boolean(process.env.SANITY_PROJECT_ID && process.env.SANITY_DATASET)
  let server = null

  async function build(outDir, { force = false } = {}) {
    const hash = await fingerprint(root, SITE_INPUTS, {
      siteEnv,
      catalogue: await catalogueVersion(),
    })
    const marker = path.join(outDir, ".sendero-fingerprint")
    if (!force && !contentLake && existsSync(marker) && (await readFile(marker, "utf8")) === hash) {
      return { note: "unchanged, reused" }
    }
    await run("astro-build", astro, ["build"], {
      cwd: root,
      env: { ...siteEnv, SITE_OUT_DIR: outDir },
      logDir: settings.logDir,
    })
    await writeFile(marker, hash)
    return { note: contentLake ? "built from the Content Lake" : "built" }
  }

  async function start() {
    server = await serve(
      "site",
      process.execPath,
      [path.join(settings.siteOutDir, "server", "site-server.mjs")],
      {
        cwd: root,
        env: {
          ...siteEnv,
          ...serverEnv,
          SENDERO_MODE: settings.mode,
          HOST: "0.0.0.0",
          PORT: String(settings.ports.site),
        },
        logDir: settings.logDir,
        onExit: (code, child) =>
          onCrash?.(`The storefront server exited (${code}); see ${child.logFile}`),
      },
    )
    await waitForHttp(`http://localhost:${settings.ports.site}/`, { isAlive: () => !server.exited })
    // The first change finds the live pages' links read already, and the catalogue in the render thread.
    void links.pagesShowing([]).catch(() => {})
    void warmRenderer()
    return server
  }

  const liveClient = path.join(settings.siteOutDir, "client")
  /** @type {import("../../site/lib/build/render-pages.mjs").PageRenderer | null} */
  let renderer = null
  /** Which live page links which experience (read once, then kept up to date by each regeneration). */
  let links = createLinkIndex(liveClient)

  /**
   * Tells the running server which files were swapped, so it drops their copies in memory, and
   * which experiences changed, so its on-demand pages (search) read them again.
   */
  async function invalidate(urlPaths, handles = [], { all = false, documents = [] } = {}) {
    if ((!urlPaths.length && !handles.length && !all) || !serverEnv.SITE_CHANGES_SECRET) return
    await fetch(`http://127.0.0.1:${settings.ports.site}/_sendero/invalidate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-sendero-invalidate": serverEnv.SITE_CHANGES_SECRET,
      },
      body: JSON.stringify(
        all
          ? { paths: urlPaths, all }
          : handles.length
            ? { paths: urlPaths, handles, ...(documents.length ? { documents } : {}) }
            : urlPaths,
      ),
      // The server answers once it has read the changed experiences again (a few seconds, loaded).
      signal: AbortSignal.timeout(30_000),
    })
  }

  /**
   * The render thread, started once and warmed with a page of each route in each language
   * (`warm`: the whole catalogue and both languages' content read), so the first change reads
   * only what it changed.
   */
  let warming = null
  function warmRenderer() {
    warming ??= (async () => {
      renderer ??= await createPageRenderer({
        outDir: settings.siteOutDir,
        siteUrl: settings.siteUrl,
        env: siteEnv,
      })
      await renderer?.warm()
    })().catch(() => {})
    return warming
  }

  /**
   * Builds the whole site beside the one being served and copies what changed
   * over it, file by file (assets first), while the server keeps serving: no
   * restart. A failed build throws and leaves the live files as they were.
   */
  async function rebuildBeside() {
    const next = `${settings.siteOutDir}-next`
    await rm(next, { recursive: true, force: true })
    await build(next, { force: true })
    const changed = await swapInBuild(path.join(next, "client"), liveClient)
    // Later regenerations render with the new build's bundle (its assets are live now).
    const keptBundle = path.join("server", RENDER_BUNDLE_DIR)
    if (existsSync(path.join(next, keptBundle))) {
      await warming
      await renderer?.close()
      renderer = null
      warming = null
      const old = `${path.join(settings.siteOutDir, keptBundle)}-old`
      await rm(old, { recursive: true, force: true })
      await rename(path.join(settings.siteOutDir, keptBundle), old).catch(() => {})
      await rename(path.join(next, keptBundle), path.join(settings.siteOutDir, keptBundle))
      await rm(old, { recursive: true, force: true })
    }
    links = createLinkIndex(liveClient)
    // An experience just published (or anything a whole build changed): the search reads it all again.
    await invalidate(changed, [], { all: true })
    await rm(next, { recursive: true, force: true })
    return { pages: changed.length, written: changed.length, failed: [] }
  }

  return {
    build: () => build(settings.siteOutDir),
    start,
    stop: async () => {
      await renderer?.close()
      renderer = null
      await stop(server)
    },
    /**
     * Publishes a batch of the change feed (scripts/lib/site-changes.mjs)
     * without restarting the server: the pages that show the changed handles
     * are rendered again with the build's own bundle and swapped in
     * (site/lib/build/regenerate.mjs). A content publish of experiences is
     * read into the render thread (its documents alone) and their pages
     * rendered the same way; other content (pages, cities, home, settings),
     * changes that name no handle, and builds that kept no bundle rebuild the
     * site beside the live one and copy what changed over it.
     * @param {{ handles: string[], all: boolean, documents: string[] }} batch
     */
    async publish({ handles: changed, all, documents }) {
      if (all) return rebuildBeside()
      await warming
      renderer ??= await createPageRenderer({
        outDir: settings.siteOutDir,
        siteUrl: settings.siteUrl,
        env: siteEnv,
      })
      if (!renderer) return rebuildBeside()
      let handles = changed
      if (documents.length) {
        const published = await renderer.publish(documents).catch(() => null)
        if (!published || published.types.some((type) => type !== "experience"))
          return rebuildBeside()
        handles = [...new Set([...changed, ...published.slugs])]
      }
      const paths = await links.pagesShowing(handles)
      // A handle with no page yet (an experience just published) needs pages the build never made.
      if (handles.some((handle) => !paths.some((p) => p.endsWith(`/${handle}`))))
        return rebuildBeside()
      const current = renderer
      const result = await regeneratePages({
        clientDir: liveClient,
        paths,
        render: (p, options) => current.render(p, { ...options, handles }),
        index: links,
      }).catch(async (error) => {
        // A render thread that stopped is started afresh by the next batch.
        await current.close().catch(() => {})
        if (renderer === current) renderer = null
        throw error
      })
      await invalidate([...result.written, ...result.removed], handles, { documents })
      return {
        pages: result.rendered,
        written: result.written.length,
        removed: result.removed,
        failed: result.failed,
      }
    },
  }
}
