// @ts-check
import node from "@astrojs/node"
import react from "@astrojs/react"
import sitemap from "@astrojs/sitemap"
import tailwindcss from "@tailwindcss/vite"
import { LOCALES } from "@sendero/shared/locales"
import { defineConfig, envField } from "astro/config"
import { createHash } from "node:crypto"
import { copyFile, readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { loadEnv } from "vite"
import { warmUpCatalogue } from "./site/lib/build-warm-up.ts"
import { parallelPrerender, prerenderConcurrency } from "./site/lib/build/parallel-prerender.mjs"
import { setAsideOutDir } from "./site/lib/build/set-aside-out-dir.mjs"
import { siteServer } from "./site/lib/server/bundle-server.mjs"
import { collectAlternates } from "./site/lib/seo/sitemap-alternates.mjs"

/**
 * A sitemap URL as the pages' canonical links write it: no trailing slash except the root.
 * @param {string} url
 */
const canonicalUrl = (url) => url.replace(/(?<=[^/])\/$/, "").replace(/^(https?:\/\/[^/]+)$/, "$1/")

/** Where the storefront is served; canonical URLs, hreflang and the sitemap use it. */
const site = process.env.PUBLIC_SITE_URL || "http://localhost:4321"

/**
 * This build's id: served at /version.json and compiled into the pages' client
 * script, which reloads on the next navigation once the two differ.
 */
const buildId = createHash("sha256")
  .update(`${Date.now()}:${process.pid}`)
  .digest("hex")
  .slice(0, 12)

/**
 * In browser bundles, `qs` (which the Medusa SDK's client imports to build
 * query strings, with about 10 KB gzip of polyfills) becomes a small
 * stringify with the same output: islands stay within the JS budget.
 * @type {import("vite").Plugin}
 */
const browserQueryString = {
  name: "sendero:browser-query-string",
  enforce: "pre",
  resolveId(source) {
    if (source !== "qs" || this.environment?.name !== "client") return null
    return fileURLToPath(new URL("./site/lib/commerce/query-string.ts", import.meta.url))
  },
}

/**
 * Fewer, larger browser chunks. Every island page loads React (react,
 * react-dom, scheduler, the JSX runtime, Astro's renderer, nanostores) and the
 * header's islands (cart count and currency, account, toasts) with the client
 * modules they use (stores, the Store API fetch, errors, formatting, buttons):
 * each group is one file rather than some twenty of a few hundred bytes, each
 * gzipped on its own (about 5 KB more for the same code; issue 10, the JS
 * budget of an experience page); the booking modules the picker shares with
 * other islands in one more, and the experience and package pages' islands
 * (picker, reviews) in another. Other islands' modules keep their chunks.
 * @type {import("vite").Plugin}
 */
const browserChunks = {
  name: "sendero:browser-chunks",
  configEnvironment(name) {
    if (name !== "client") return null
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/]react)[\\/]/,
                  priority: 2,
                },
                {
                  name: "header",
                  test: /[\\/]site[\\/](islands[\\/](cart[\\/]HeaderCart|account[\\/]HeaderAccount|ui[\\/]Toaster)\.tsx|lib[\\/]client[\\/](island-page|wishlist-hearts)\.ts)$/,
                  priority: 1,
                },
                {
                  // What the experience page's picker shares with the cart, combos and the trip planner.
                  name: "booking",
                  test: /[\\/]site[\\/](lib[\\/]client[\\/](booking-math|availability)\.ts|islands[\\/]booking[\\/](Stepper|PriceBreakdown)\.tsx)$/,
                },
                {
                  // The experience and package pages' own islands: the picker, writing a review, the reviews' list.
                  name: "experience",
                  test: /[\\/]site[\\/](islands[\\/](booking[\\/]AvailabilityPicker|reviews[\\/]WriteReview)\.tsx|lib[\\/]reviews[\\/]reviews-dom\.ts)$/,
                },
              ],
            },
          },
        },
      },
    }
  },
}

/**
 * The spec's /sitemap.xml as a real sitemap (not a redirect): the integration's
 * only sitemap file (a urlset with hreflang alternates) when there is one, its
 * index otherwise.
 * @type {import("astro").AstroIntegration}
 */
const sitemapAtSpecPath = {
  name: "sendero:sitemap-xml",
  hooks: {
    "astro:build:done": async ({ dir }) => {
      const index = await readFile(new URL("sitemap-index.xml", dir), "utf8")
      const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1])
      const source = files.length === 1 ? files[0] : "sitemap-index.xml"
      await copyFile(new URL(source, dir), new URL("sitemap.xml", dir))
    },
  },
}

/**
 * Each built page's own hreflang pairs, by canonical URL, read before the
 * sitemap is written: English pages have English slugs, so /x and /en/x are
 * not always the same page and the sitemap must follow the pages' heads.
 * @type {Map<string, { lang: string, url: string }[]>}
 */
let pageAlternates = new Map()
/** @type {import("astro").AstroIntegration} */
const hreflangOfPages = {
  name: "sendero:hreflang-of-pages",
  hooks: {
    "astro:build:done": async ({ dir }) => {
      pageAlternates = await collectAlternates(dir)
    },
  },
}

/**
 * Reads what the catalogue's pages need from commerce (offers in every
 * currency, booking facts, the first reviews of each experience) while Vite
 * bundles, so the prerender finds it ready (site/lib/build-warm-up.ts). Only
 * for `astro build`; the settings come from the same place as astro:env's.
 * @type {import("astro").AstroIntegration}
 */
const catalogueWarmUp = {
  name: "sendero:catalogue-warm-up",
  hooks: {
    "astro:config:setup": ({ command, config }) => {
      if (command !== "build") return
      warmUpCatalogue(loadEnv("production", config.vite.envDir ?? fileURLToPath(config.root), ""))
    },
  },
}

export default defineConfig({
  site,
  srcDir: "./site",
  // Test runs build into their own folder so they never overwrite `npm start`'s build.
  outDir: process.env.SITE_OUT_DIR || "./dist",
  output: "static",
  // Two pages at a time per thread (the main one and the prerender threads, see
  // site/lib/build/parallel-prerender.mjs): an experience page can wait on its first reviews from
  // Medusa, and the other page renders meanwhile.
  build: { concurrency: prerenderConcurrency(process.env) },
  // Astro's handler only (dist/server/entry.mjs: on-demand pages, the 404 page), in the adapter's
  // documented mode for a server in front: ours (site/lib/server/entry.mjs, bundled as
  // dist/server/site-server.mjs) serves the files, compresses and forwards the Store API.
  adapter: node({ mode: "middleware" }),
  integrations: [
    setAsideOutDir(),
    catalogueWarmUp,
    parallelPrerender(),
    react(),
    hreflangOfPages,
    sitemap({
      // hreflang alternates between /x and /en/x; images, the icon, the version file and the blog
      // feeds are not pages, and the noindex design-system playground and wishlist stay out of
      // search engines.
      i18n: { defaultLocale: "es", locales: { es: "es", en: "en" } },
      filter: (page) =>
        !/^\/((en\/)?(playground|wishlist)\/?$|(en\/)?wishlist\.json|(en\/)?blog\/rss\.xml|images\/|version\.json|favicon\.svg|icons\.svg)/.test(
          new URL(page).pathname,
        ),
      // The page's own hreflang pairs (English slugs differ); else the same URLs as the canonical
      // links, plus x-default (the Spanish page) like every page's head.
      serialize: (item) => {
        const own = pageAlternates.get(canonicalUrl(item.url))
        if (own) return { ...item, url: canonicalUrl(item.url), links: own }
        const links = (item.links ?? []).map((link) => ({ ...link, url: canonicalUrl(link.url) }))
        const es = links.find((link) => link.lang === "es")
        return {
          ...item,
          url: canonicalUrl(item.url),
          links: es ? [...links, { lang: "x-default", url: es.url }] : links,
        }
      },
    }),
    sitemapAtSpecPath,
    // Last: our server, bundled beside Astro's handler once the build is done.
    siteServer(),
  ],
  i18n: {
    locales: [...LOCALES],
    defaultLocale: "es",
    routing: { prefixDefaultLocale: false },
  },
  image: {
    // Same widths as IMAGE_BREAKPOINTS in site/lib/content/image-urls.ts.
    breakpoints: [320, 640, 768, 1024, 1280, 1536],
    // Sharp, drawing the dataset's SVG images at each width (they are ours, not user uploads).
    service: { entrypoint: "./site/lib/content/image-service.ts" },
    dangerouslyProcessSVG: true,
    // Content Lake images: resized by Sanity's CDN (lib/content/images.ts), allowed for astro:assets.
    remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }],
  },
  // Astro's prefetch adds a JS file to every page, and content pages must ship none:
  // BaseLayout prefetches links with inline speculation rules instead (no JS).
  prefetch: false,
  env: {
    schema: {
      PUBLIC_MEDUSA_URL: envField.string({
        context: "client",
        access: "public",
        default: "http://localhost:9000",
      }),
      PUBLIC_MEDUSA_PUBLISHABLE_KEY: envField.string({
        context: "client",
        access: "public",
        optional: true,
      }),
      PUBLIC_DEFAULT_CURRENCY: envField.string({
        context: "client",
        access: "public",
        default: "EUR",
      }),
      // Error reporting of islands (a Sentry-compatible DSN); no reports when unset.
      PUBLIC_SENTRY_DSN: envField.string({ context: "client", access: "public", optional: true }),
      PUBLIC_SITE_LAYOUT: envField.enum({
        context: "client",
        access: "public",
        values: [
          "default",
          "supplier-one",
          "supplier-three",
          "supplier-four",
          "supplier-five",
          "supplier-six",
          "template-four",
          "transparent",
        ],
        default: "default",
      }),
    },
    validateSecrets: true,
  },
  vite: {
    plugins: [tailwindcss(), browserQueryString, browserChunks],
    define: { "import.meta.env.SENDERO_BUILD_ID": JSON.stringify(buildId) },
  },
})
