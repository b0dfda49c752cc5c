// @ts-check
import node from "@astrojs/node"
import react from "@astrojs/react"
import sitemap from "@astrojs/sitemap"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, envField } from "astro/config"

/**
 * A sitemap URL as the pages' canonical links write it: no trailing slash except the root.
 * @param {string} url
 */
const canonicalUrl = (url) => url.replace(/(?<=[^/])\/$/, "").replace(/^(https?:\/\/[^/]+)$/, "$1/")

/** Where the storefront is served; canonical URLs, hreflang and the sitemap use it. */
const site = process.env.PUBLIC_SITE_URL || "http://localhost:4321"

export default defineConfig({
  site,
  srcDir: "./site",
  // Test runs build into their own folder so they never overwrite `npm start`'s build.
  outDir: process.env.SITE_OUT_DIR || "./dist",
  output: "static",
  adapter: node({ mode: "standalone" }),
  integrations: [
    react(),
    sitemap({
      // hreflang alternates between /x and /en/x; image files are not pages.
      i18n: { defaultLocale: "es", locales: { es: "es", en: "en" } },
      filter: (page) => !new URL(page).pathname.startsWith("/images/"),
      // Same URLs as the canonical links, plus x-default (the Spanish page) like every page's head.
      serialize: (item) => {
        const links = (item.links ?? []).map((link) => ({ ...link, url: canonicalUrl(link.url) }))
        const es = links.find((link) => link.lang === "es")
        return {
          ...item,
          url: canonicalUrl(item.url),
          links: es ? [...links, { lang: "x-default", url: es.url }] : links,
        }
      },
    }),
  ],
  // The spec's /sitemap.xml is the integration's index.
  redirects: { "/sitemap.xml": "/sitemap-index.xml" },
  i18n: {
    locales: ["es", "en"],
    defaultLocale: "es",
    routing: { prefixDefaultLocale: false },
  },
  image: {
    breakpoints: [320, 640, 768, 1024, 1280, 1536],
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
    plugins: [tailwindcss()],
  },
})
