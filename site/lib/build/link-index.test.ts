import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createLinkIndex } from "./link-index.mjs"

/**
 * The link index answers as a read of every live page would, and keeps only what its answers need:
 * at 50,000 experiences (112,634 pages, 9.9 GB of HTML) it held every page's text through the
 * substrings it kept as keys, and the bench ran out of an 8 GB heap before its first change.
 */
let dir: string
const put = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
  await writeFile(path.join(dir, rel), text)
}
const CITIES = ["dubai", "abu-dhabi", "muscat"]
const slugOf = (i: number) => `experiencia-numero-${i}-en-el-desierto`
const englishSlugOf = (i: number) => `experience-number-${i}-in-the-desert`
const cityOf = (i: number) => CITIES[i % CITIES.length]
const chunkOf = (lang: string, n: number) => `/listing-index/${lang}-${n}.json`
/** A page of text the index must not keep (a page is about 88 KB at 50,000 experiences). */
const filler = (kb: number) => `<p>${"x".repeat(kb * 1024)}</p>`

/** A small site: experience pages in both languages, listings linking cards and chunks, a blog post. */
async function writeSite(experiences: number, kb = 1) {
  for (let i = 0; i < experiences; i++) {
    const es = `things-to-do-in-${cityOf(i)}/${slugOf(i)}`
    const en = `en/things-to-do-in-${cityOf(i)}/${englishSlugOf(i)}`
    const related = [(i + 1) % experiences, (i + 7) % experiences]
    await put(
      `${es}/index.html`,
      `<link rel="alternate" hreflang="en" href="http://localhost:4321/${en}">` +
        related
          .map((r) => `<a href="/things-to-do-in-${cityOf(r)}/${slugOf(r)}?date=2026-12-01">`)
          .join("") +
        filler(kb),
    )
    await put(
      `${en}/index.html`,
      related
        .map(
          (r) =>
            `<a href="http://localhost:4321/en/things-to-do-in-${cityOf(r)}/${englishSlugOf(r)}">`,
        )
        .join("") + filler(kb),
    )
  }
  for (const [n, city] of CITIES.entries()) {
    const members = [...Array(experiences).keys()].filter((i) => cityOf(i) === city)
    await put(
      `things-to-do-in-${city}/index.html`,
      members.map((i) => `<a href="/things-to-do-in-${city}/${slugOf(i)}#top">`).join("") +
        `<i data-index="${chunkOf("es", n)}"></i>` +
        filler(kb),
    )
    await put(
      `en/things-to-do-in-${city}/index.html`,
      members.map((i) => `<a href="/en/things-to-do-in-${city}/${englishSlugOf(i)}">`).join("") +
        `<i data-index="${chunkOf("en", n)}"></i>` +
        filler(kb),
    )
    await put(chunkOf("es", n).slice(1), "{}")
  }
  await put(
    "blog/a-post/index.html",
    `<a href="/things-to-do-in-dubai/${slugOf(0)}/">` + filler(kb),
  )
  await put("index.html", `<a href="/things-to-do-in-dubai">` + filler(kb))
}

/** Every HTML page under the site, by URL path. */
async function pages(): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  const walk = async (d: string) => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name.endsWith(".html")) {
        const rel = path.relative(dir, full).replace(/(^|\/)index\.html$/, "")
        out.set(`/${rel}`, await readFile(full, "utf8"))
      }
    }
  }
  await walk(dir)
  return out
}

/** What a read of every live page says: the handle's pages in both languages and every page linking either. */
async function expected(handle: string) {
  const all = await pages()
  const own = [...all.keys()].filter((p) => p.split("/").pop() === handle && !p.startsWith("/en"))
  const english = own.flatMap((p) => {
    const href = /hreflang="en" href="[a-z]+:\/\/[^/"]+(\/[^"]*)"/.exec(all.get(p) ?? "")?.[1]
    return href ? [href] : []
  })
  const slugs = new Set([handle, ...english.map((p) => p.split("/").pop())])
  const linking = [...all].filter(([, text]) =>
    [...text.matchAll(/href="(?:[a-z]+:\/\/[^/"]+)?(\/[^"?#]*)/g)].some((m) =>
      slugs.has(m[1].replace(/\/+$/, "").split("/").pop()),
    ),
  )
  return [...new Set([...own, ...english, ...linking.map(([p]) => p)])].sort()
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "link-index-"))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe("createLinkIndex", () => {
  it("answers as a read of every live page, before and after a regeneration rewrites pages", async () => {
    await writeSite(30)
    const index = createLinkIndex(dir)
    for (const i of [0, 1, 7, 29])
      expect(await index.pagesShowing([slugOf(i)])).toEqual(await expected(slugOf(i)))
    expect((await index.chunks()).sort()).toEqual([
      chunkOf("en", 0),
      chunkOf("en", 1),
      chunkOf("en", 2),
      chunkOf("es", 0),
      chunkOf("es", 1),
      chunkOf("es", 2),
    ])
    expect((await index.pagesLinking([chunkOf("es", 1)])).sort()).toEqual([
      "/things-to-do-in-abu-dhabi",
    ])
    // A regeneration rewrites the blog post (now linking experience 5, no chunk) and a listing
    // (another chunk): the answers follow.
    await put("blog/a-post/index.html", `<a href="/things-to-do-in-muscat/${slugOf(5)}">`)
    await put(
      "things-to-do-in-abu-dhabi/index.html",
      `<a href="/things-to-do-in-abu-dhabi/${slugOf(1)}"><i data-index="${chunkOf("es", 9)}"></i>`,
    )
    await index.update(["/blog/a-post", "/things-to-do-in-abu-dhabi"])
    expect(await index.pagesShowing([slugOf(5)])).toEqual(await expected(slugOf(5)))
    expect(await index.pagesLinking([chunkOf("es", 1)])).toEqual([])
    expect(await index.pagesLinking([chunkOf("es", 9)])).toEqual(["/things-to-do-in-abu-dhabi"])
    // A page that stopped linking an experience is still found for it (its card may come back).
    expect(await index.pagesShowing([slugOf(0)])).toContain("/blog/a-post")
    expect(await index.pagesShowing([slugOf(4)])).toContain("/things-to-do-in-abu-dhabi")
  })

  it("keeps none of the pages' text once read", async () => {
    setFlagsFromString("--expose-gc")
    const gc = runInNewContext("gc") as () => void
    await writeSite(60, 200)
    gc()
    const before = process.memoryUsage().heapUsed
    const index = createLinkIndex(dir)
    expect(await index.pagesShowing([slugOf(3)])).toEqual(await expected(slugOf(3)))
    gc()
    // 60 experiences' pages in two languages and 6 listings of 200 KB each: 25 MB of text.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(4 * 1024 * 1024)
    expect(await index.pagesShowing([slugOf(3)])).toHaveLength((await expected(slugOf(3))).length)
  })
})
