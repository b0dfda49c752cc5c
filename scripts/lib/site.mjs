import { existsSync } from "node:fs"
import { readFile, rename, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { run, serve, stop } from "./children.mjs"
import { fingerprint } from "./fingerprint.mjs"
import { waitForHttp } from "./ports.mjs"

const SITE_INPUTS = ["site", "cms/dataset", "astro.config.mjs", "tsconfig.json", "package.json", "package-lock.json"]

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
    const hash = await fingerprint(root, SITE_INPUTS, { siteEnv, catalogue: await catalogueVersion() })
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
    server = await serve("site", process.execPath, [path.join(settings.siteOutDir, "server", "entry.mjs")], {
      cwd: root,
      env: { ...siteEnv, ...serverEnv, SENDERO_MODE: settings.mode, HOST: "0.0.0.0", PORT: String(settings.ports.site) },
      logDir: settings.logDir,
      onExit: (code, child) => onCrash?.(`The storefront server exited (${code}); see ${child.logFile}`),
    })
    await waitForHttp(`http://localhost:${settings.ports.site}/`, { isAlive: () => !server.exited })
    return server
  }

  return {
    build: () => build(settings.siteOutDir),
    start,
    stop: () => stop(server),
    /**
     * Builds the site anew beside the one being served, then swaps them and
     * restarts the server; a failed build leaves the running site alone.
     */
    async rebuild() {
      const next = `${settings.siteOutDir}-next`
      await rm(next, { recursive: true, force: true })
      await build(next, { force: true })
      await stop(server)
      const previous = `${settings.siteOutDir}-previous`
      await rm(previous, { recursive: true, force: true })
      await rename(settings.siteOutDir, previous)
      await rename(next, settings.siteOutDir)
      await start()
      await rm(previous, { recursive: true, force: true })
    },
  }
}
