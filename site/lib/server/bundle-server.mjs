// Bundles the site server (entry.mjs and what it imports, TypeScript from the
// other rooms included) into the build's server folder as `site-server.mjs`,
// beside Astro's own handler (`entry.mjs`, @astrojs/node in "middleware"
// mode). Packages stay imports of node_modules, as in Astro's server build.
import { fileURLToPath } from "node:url"
import { build } from "vite"

/** The file the storefront runs: `node <outDir>/server/site-server.mjs`. */
export const SITE_SERVER_FILE = "site-server.mjs"

/**
 * An integration that bundles the site server once Astro's build is done
 * (public hooks only: the server folder from `astro:config:done`, Vite's own
 * `build`).
 * @returns {import("astro").AstroIntegration}
 */
export function siteServer() {
  /** @type {URL | null} */
  let serverDir = null
  return {
    name: "sendero:site-server",
    hooks: {
      "astro:config:done": ({ config }) => {
        serverDir = config.build.server
      },
      "astro:build:done": async () => {
        if (serverDir) await bundleSiteServer(fileURLToPath(serverDir))
      },
    },
  }
}

/**
 * Writes `<serverDir>/site-server.mjs`.
 * @param {string} serverDir
 */
export async function bundleSiteServer(serverDir) {
  await build({
    configFile: false,
    logLevel: "warn",
    root: fileURLToPath(new URL("../../..", import.meta.url)),
    build: {
      ssr: fileURLToPath(new URL("./entry.mjs", import.meta.url)),
      outDir: serverDir,
      emptyOutDir: false,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: SITE_SERVER_FILE } },
    },
  })
}
