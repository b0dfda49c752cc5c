import { describe, expect, it } from "vitest"
import { moduleImports, pageScripts } from "./page-weight.mjs"

describe("scripts of a page", () => {
  it("finds external scripts, module preloads and island code, not JSON data", () => {
    const html = `<head><script type="module" src="/_astro/page.js"></script>
      <link rel="modulepreload" href="/_astro/chunk.js">
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script type="speculationrules">{"prefetch":[]}</script>
      <script>document.cookie="locale=es"</script></head>
      <astro-island uid="1" component-url="/_astro/Booking.js" renderer-url="/_astro/client.js" client="visible"></astro-island>`
    const { urls, inline } = pageScripts(html)
    expect(urls).toEqual([
      "/_astro/page.js",
      "/_astro/chunk.js",
      "/_astro/Booking.js",
      "/_astro/client.js",
    ])
    expect(inline).toEqual(['document.cookie="locale=es"'])
  })

  it("finds nothing on a page without scripts", () => {
    expect(pageScripts("<main><h1>FAQ</h1></main>")).toEqual({ urls: [], inline: [] })
  })
})

describe("imports of a module", () => {
  it("lists static, bare and dynamic imports", () => {
    const code = `import{a as b}from"./react.js";import"./side.js";const c=()=>import("./lazy.js");import * as d from './ns.js'`
    expect(moduleImports(code).sort()).toEqual(["./lazy.js", "./ns.js", "./react.js", "./side.js"])
  })
})
