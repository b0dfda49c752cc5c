// @ts-check
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { rename, rm } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"

/**
 * Astro empties the output folder before it builds, one file at a time on
 * its main thread (about a second for a previous build of the catalogue).
 * This moves the previous build aside instead (one rename, on the same disk)
 * and deletes it in another process while Vite bundles; the build waits for
 * the deletion only at its end. A build into a new folder (the content
 * webhook's rebuilds, CI) has nothing to move; a folder with a `.git` (which
 * Astro keeps) is left to Astro.
 * @returns {import("astro").AstroIntegration}
 */
export function setAsideOutDir() {
  /** @type {string | undefined} */
  let outDir
  /** @type {Promise<void> | undefined} */
  let deleting
  return {
    name: "sendero:set-aside-out-dir",
    hooks: {
      "astro:config:done": ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      "astro:build:start": async () => {
        // Astro keeps a .git inside the output folder: such a folder is left to it.
        if (!outDir || !existsSync(outDir) || existsSync(path.join(outDir, ".git"))) return
        const aside = path.join(
          path.dirname(outDir),
          `.${path.basename(outDir)}-previous-${process.pid}-${Date.now()}`,
        )
        try {
          await rename(outDir, aside)
        } catch {
          return // Astro empties it as usual.
        }
        deleting = removeElsewhere(aside)
      },
      "astro:build:done": async () => {
        await deleting
      },
    },
  }
}

/**
 * Deletes a folder in a child process (`rm -rf`), or with fs.rm where there is no `rm`.
 * @param {string} dir
 * @returns {Promise<void>}
 */
function removeElsewhere(dir) {
  if (process.platform === "win32") return rm(dir, { recursive: true, force: true })
  return new Promise((resolve) => {
    const child = spawn("rm", ["-rf", dir], { stdio: "ignore" })
    child.on("error", () =>
      rm(dir, { recursive: true, force: true }).then(resolve, () => resolve()),
    )
    child.on("exit", () => resolve())
  })
}
