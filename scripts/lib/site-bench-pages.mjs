import http from "node:http"

/* The pages bench:site measures (scripts/bench-site.mjs): one of each type, and the bare baseline. */

/** The page types Lighthouse audits (`--pages` picks some). */
export const LIGHTHOUSE_TYPES = [
  "home",
  "listing",
  "city",
  "experience",
  "package",
  "combo",
  "blogPost",
  "cart",
  "checkout",
]
/** Lighthouse audits that a noindex page fails by design (the journey pages). */
export const NOINDEX_SKIPPED_AUDITS = ["is-crawlable"]

/** First path segments that are not a category page. */
const RESERVED = new Set(
  "about blog faq contact-us privacy-policy terms-and-conditions things-to-do experiences combos playground cart checkout auth search en images paquetes-de-viaje categories destinations wishlist trip-planner".split(
    " ",
  ),
)

/**
 * One Spanish path per page type, from the sitemap; fills `englishOf` (Spanish path -> its
 * English page) from the sitemap's hreflang pairs, as English slugs differ.
 */
export function discoverPages(xml, englishOf) {
  for (const [, url] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const es = /<loc>([^<]+)<\/loc>/.exec(url)?.[1]
    const en = /hreflang="en" href="([^"]+)"/.exec(url)?.[1]
    if (es && en)
      englishOf.set(
        new URL(es).pathname.replace(/(?<=.)\/$/, ""),
        new URL(en).pathname.replace(/(?<=.)\/$/, ""),
      )
  }
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname.replace(/(?<=.)\/$/, ""))
    .filter((p) => p !== "/en" && !p.startsWith("/en/"))
  const first = (test, name) => {
    const found = paths.find(test)
    if (!found) throw new Error(`The sitemap has no ${name} page`)
    return found
  }
  return {
    home: "/",
    listing: first((p) => p === "/things-to-do" || p === "/experiences", "all-experiences listing"),
    city: first((p) => /^\/things-to-do-in-[^/]+$/.test(p), "city"),
    category: first(
      (p) => /^\/[^/]+$/.test(p) && !RESERVED.has(p.slice(1)) && !p.startsWith("/things-to-do"),
      "category",
    ),
    experience: first(
      (p) => /^\/(things-to-do-in-[^/]+|experiences)\/[^/]+$/.test(p),
      "experience",
    ),
    packages: "/paquetes-de-viaje",
    package: first((p) => /^\/paquetes-de-viaje\/[^/]+$/.test(p), "tour package"),
    combos: "/combos",
    combo: first((p) => /^\/combos\/[^/]+$/.test(p), "combo"),
    categories: "/categories",
    destinations: "/destinations",
    blog: "/blog",
    blogPost: first((p) => /^\/blog\/[^/]+$/.test(p), "blog post"),
    faq: "/faq",
    about: "/about",
    contact: "/contact-us",
    legal: "/privacy-policy",
    cart: "/cart",
    checkout: "/checkout",
  }
}

/** A bare HTML page (title, description, one heading): the Lighthouse baseline. */
export function serveBarePage() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Bare page</title><meta name="description" content="A bare page: the Lighthouse baseline of bench:site.">' +
    "</head><body><main><h1>Bare page</h1><p>Nothing else.</p></main></body></html>"
  const server = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
    res.end(html)
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  )
}
