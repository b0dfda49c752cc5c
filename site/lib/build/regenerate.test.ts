import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createLinkIndex, pagesShowing, regeneratePages, swapInBuild } from "./regenerate.mjs"
import { NEW_CHUNK, OLD_CHUNK, pausable, renderer, writeLiveSite } from "./regenerate-fixture"

let dir: string
const put = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
  await writeFile(path.join(dir, rel), text)
}
const read = (rel: string) => readFile(path.join(dir, rel), "utf8")

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "regenerate-"))
  await writeLiveSite(put)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe("pagesShowing", () => {
  it("finds an experience's pages in both languages and every page linking either", async () => {
    expect(await pagesShowing(dir, ["safari"])).toEqual([
      "/en",
      "/en/things-to-do-in-dubai/desert-safari",
      "/things-to-do",
      "/things-to-do-in-dubai/safari",
    ])
  })
})

describe("createLinkIndex", () => {
  it("reads the live pages once and follows what a regeneration writes", async () => {
    const index = createLinkIndex(dir)
    expect(await index.pagesShowing(["safari"])).toContain("/things-to-do")
    // A page written since (by a regeneration) is known once it is updated, without reading every page again.
    await put(
      "about/index.html",
      '<a href="/things-to-do-in-dubai/safari?date=2026-12-01">now it does</a>',
    )
    expect(await index.pagesShowing(["safari"])).not.toContain("/about")
    await index.update(["/about"])
    expect(await index.pagesShowing(["safari"])).toContain("/about")
    expect(await index.pagesLinking([OLD_CHUNK])).toEqual(
      expect.arrayContaining(["/things-to-do", "/things-to-do/page/2"]),
    )
  })
})

describe("regeneratePages", () => {
  it("swaps in the pages that rendered, keeps a page whose render threw as it was, and reports it", async () => {
    const { render } = renderer(dir, ["/things-to-do"])
    const paths = await pagesShowing(dir, ["safari"])
    const result = await regeneratePages({ clientDir: dir, paths, render })

    expect(result.failed).toEqual([
      { path: "/things-to-do", error: "template threw for /things-to-do" },
    ])
    expect(await read("things-to-do/index.html")).toContain("Desde 38,00 €")
    expect(await read("things-to-do-in-dubai/safari/index.html")).toContain("Desde 42,00 €")
    expect(await read("en/things-to-do-in-dubai/desert-safari/index.html")).toContain("From €42.00")
    // Nothing half-written is left beside the live files.
    const names = await readdir(path.join(dir, "things-to-do"))
    expect(names.filter((n) => n.includes(".next-"))).toEqual([])
  })

  it("writes a listing's new index chunk before the listing, keeps the old chunk, and renders the other pages that linked it", async () => {
    const { render, asked } = renderer(dir)
    const result = await regeneratePages({
      clientDir: dir,
      paths: await pagesShowing(dir, ["safari"]),
      render,
    })

    expect(result.failed).toEqual([])
    expect(await read("things-to-do/index.html")).toContain(NEW_CHUNK)
    expect(await read(NEW_CHUNK.slice(1))).toBe('{"price":42}')
    expect(existsSync(path.join(dir, OLD_CHUNK.slice(1)))).toBe(true)
    expect(await read("things-to-do/page/2/index.html")).toContain(NEW_CHUNK)
    expect(result.written.indexOf(NEW_CHUNK)).toBeLessThan(result.written.indexOf("/things-to-do"))
    expect(asked.flat()).not.toContain("/about")
  })

  it("leaves the listing as it was when its new index chunk does not render", async () => {
    const { render } = renderer(dir, [NEW_CHUNK])
    const result = await regeneratePages({ clientDir: dir, paths: ["/things-to-do"], render })
    expect(result.failed.map((f) => f.path)).toEqual([NEW_CHUNK, "/things-to-do"])
    expect(await read("things-to-do/index.html")).toContain(OLD_CHUNK)
  })
})

describe("swapInBuild", () => {
  it("copies what changed over the live files and keeps files only the live build has", async () => {
    const next = await mkdtemp(path.join(tmpdir(), "regenerate-next-"))
    try {
      await mkdir(path.join(next, "about"), { recursive: true })
      await mkdir(path.join(next, "_astro"), { recursive: true })
      await writeFile(path.join(next, "about", "index.html"), "<p>new about</p>")
      await writeFile(path.join(next, "_astro", "page.NEW.css"), "b{}")
      await put("_astro/page.OLD.css", "a{}")
      const changed = await swapInBuild(next, dir)
      expect(changed).toEqual(["/_astro/page.NEW.css", "/about"])
      expect(await read("about/index.html")).toBe("<p>new about</p>")
      expect(await read("_astro/page.OLD.css")).toBe("a{}")
    } finally {
      await rm(next, { recursive: true, force: true })
    }
  })
})

describe("a page no route has any more (an experience paused)", () => {
  const SITEMAP =
    '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>http://localhost:4321/</loc></url>' +
    '<url><loc>http://localhost:4321/things-to-do-in-dubai/safari</loc><xhtml:link rel="alternate" hreflang="en" href="http://localhost:4321/en/things-to-do-in-dubai/desert-safari"/></url>' +
    "</urlset>"

  it("leaves the live files, its cards and the sitemap, and comes back with them when published again", async () => {
    await put("sitemap-0.xml", SITEMAP)
    await put("sitemap.xml", SITEMAP)
    const index = createLinkIndex(dir)
    const { render, state } = pausable(dir)

    const paused = await regeneratePages({
      clientDir: dir,
      paths: await index.pagesShowing(["safari"]),
      render,
      index,
    })
    expect(paused.failed).toEqual([])
    expect(paused.removed.sort()).toEqual([
      "/en/things-to-do-in-dubai/desert-safari",
      "/things-to-do-in-dubai/safari",
    ])
    expect(existsSync(path.join(dir, "things-to-do-in-dubai/safari/index.html"))).toBe(false)
    expect(await read("things-to-do/index.html")).not.toContain("safari")
    for (const name of ["sitemap-0.xml", "sitemap.xml"]) {
      expect(await read(name)).not.toContain("/things-to-do-in-dubai/safari")
      expect(await read(name)).toContain("<loc>http://localhost:4321/</loc>")
    }
    expect(paused.written).toEqual(expect.arrayContaining(["/sitemap-0.xml", "/sitemap.xml"]))

    // Published again: the same index still knows its pages and the listing that showed its card.
    state.paused = false
    const back = await regeneratePages({
      clientDir: dir,
      paths: await index.pagesShowing(["safari"]),
      render,
      index,
    })
    expect(back.failed).toEqual([])
    expect(await read("things-to-do-in-dubai/safari/index.html")).toContain("is back")
    expect(await read("things-to-do/index.html")).toContain('href="/things-to-do-in-dubai/safari"')
    expect(await read("sitemap-0.xml")).toBe(SITEMAP)
    expect(await read("sitemap.xml")).toBe(SITEMAP)
  })

  it("keeps a page whose render threw (not gone) and tells the renderer to read the change once per batch", async () => {
    const calls: boolean[] = []
    const { render } = renderer(dir)
    const result = await regeneratePages({
      clientDir: dir,
      paths: await pagesShowing(dir, ["safari"]),
      render: (paths, options) => {
        calls.push(options.fresh)
        return render(paths)
      },
    })
    expect(result.removed).toEqual([])
    expect(calls[0]).toBe(true)
    expect(calls.slice(1).every((fresh) => fresh === false)).toBe(true)
    expect(calls.length).toBeGreaterThan(1)
  })
})

describe("listing index chunks named by language and place", () => {
  const CHUNK = "/listing-index/es-0.json"

  it("rewrites a chunk in place when its content follows the change, without rendering every listing linking it", async () => {
    await put(
      "things-to-do/index.html",
      `<a href="/things-to-do-in-dubai/safari">Desde 38,00 €</a><i data-index="${CHUNK}"></i>`,
    )
    await put(
      "things-to-do/page/2/index.html",
      `<a href="/things-to-do-in-dubai/other">x</a><i data-index="${CHUNK}"></i>`,
    )
    await put(CHUNK.slice(1), '{"price":38}')
    const asked: string[] = []
    const render = async (paths: string[]) => {
      asked.push(...paths)
      const out = new Map()
      for (const p of paths) {
        if (p === CHUNK) {
          out.set(p, { ok: true, status: 200, body: Buffer.from('{"price":42}') })
          continue
        }
        const file = p === "/" ? "index.html" : `${p.slice(1)}/index.html`
        const live = await readFile(path.join(dir, file), "utf8")
        out.set(p, {
          ok: true,
          status: 200,
          body: Buffer.from(live.replace("38,00", "42,00").replace("38.00", "42.00")),
        })
      }
      return out
    }
    const index = createLinkIndex(dir)
    const result = await regeneratePages({
      clientDir: dir,
      paths: await index.pagesShowing(["safari"]),
      render,
      index,
    })
    expect(result.failed).toEqual([])
    expect(await read(CHUNK.slice(1))).toBe('{"price":42}')
    expect(result.written.indexOf(CHUNK)).toBeLessThan(result.written.indexOf("/things-to-do"))
    expect(await read("things-to-do/index.html")).toContain("Desde 42,00 €")
    // The second page of the listing links the same chunk but shows no card of the change.
    expect(asked).not.toContain("/things-to-do/page/2")
  })
})
