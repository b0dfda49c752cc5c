import { readFile } from "node:fs/promises"
import path from "node:path"

/* The live site and the renderers regenerate.test.ts regenerates it with. */

export const OLD_CHUNK = "/listing-index/es-0-aaaaaaaaaaaa.json"
export const NEW_CHUNK = "/listing-index/es-0-bbbbbbbbbbbb.json"

/** A built site: an experience in both languages, the listing pages linking it, an unrelated page. */
export async function writeLiveSite(put: (rel: string, text: string) => Promise<void>) {
  await put(
    "things-to-do-in-dubai/safari/index.html",
    '<link rel="alternate" hreflang="en" href="http://localhost:4321/en/things-to-do-in-dubai/desert-safari"><p>Desde 38,00 €</p>',
  )
  await put("en/things-to-do-in-dubai/desert-safari/index.html", "<p>From €38.00</p>")
  await put(
    "things-to-do/index.html",
    `<a href="/things-to-do-in-dubai/safari">Desde 38,00 €</a><i data-index="${OLD_CHUNK}"></i>`,
  )
  await put(
    "things-to-do/page/2/index.html",
    `<a href="/things-to-do-in-dubai/other">x</a><i data-index="${OLD_CHUNK}"></i>`,
  )
  await put("en/index.html", '<a href="/en/things-to-do-in-dubai/desert-safari">From €38.00</a>')
  await put("about/index.html", '<a href="/things-to-do-in-dubai/safari-night">not this one</a>')
  await put(OLD_CHUNK.slice(1), '{"price":38}')
}

/** A renderer that gives every page its live text with the new price, and fails where told. */
export const renderer = (dir: string, failing: string[] = []) => {
  const asked: string[][] = []
  const render = async (paths: string[]) => {
    asked.push(paths)
    const out = new Map()
    for (const p of paths) {
      if (failing.includes(p)) {
        out.set(p, { ok: false, error: `template threw for ${p}` })
        continue
      }
      if (p === NEW_CHUNK) {
        out.set(p, { ok: true, status: 200, body: Buffer.from('{"price":42}') })
        continue
      }
      if (p.endsWith(".json")) {
        // An older chunk name the catalogue no longer has.
        out.set(p, { ok: false, gone: true, error: "no matching static path was found" })
        continue
      }
      const file = p.endsWith("/") || p === "/" ? "index.html" : `${p.slice(1)}/index.html`
      const live = await readFile(path.join(dir, file), "utf8")
      const next = live
        .replace("38,00", "42,00")
        .replace("38.00", "42.00")
        .replace(OLD_CHUNK, NEW_CHUNK)
      out.set(p, { ok: true, status: 200, body: Buffer.from(next) })
    }
    return out
  }
  return { render, asked }
}

/** A renderer for the live site where the experience's pages are gone while `paused` and the listing drops its card. */
export const pausable = (dir: string) => {
  const state = { paused: true }
  const own = ["/things-to-do-in-dubai/safari", "/en/things-to-do-in-dubai/desert-safari"]
  const render = async (paths: string[]) => {
    const out = new Map()
    for (const p of paths) {
      if (p.endsWith(".json")) {
        out.set(p, { ok: true, status: 200, body: await readFile(path.join(dir, p.slice(1))) })
        continue
      }
      if (own.includes(p)) {
        out.set(
          p,
          state.paused
            ? { ok: false, gone: true, error: "no matching static path was found" }
            : { ok: true, status: 200, body: Buffer.from(`<p>${p} is back</p>`) },
        )
        continue
      }
      const file = p === "/" ? "index.html" : `${p.slice(1)}/index.html`
      const live = await readFile(path.join(dir, file), "utf8")
      const next = state.paused
        ? live.replace('<a href="/things-to-do-in-dubai/safari">Desde 38,00 €</a>', "")
        : live.includes("safari")
          ? live
          : `<a href="/things-to-do-in-dubai/safari">Desde 38,00 €</a>${live}`
      out.set(p, { ok: true, status: 200, body: Buffer.from(next) })
    }
    return out
  }
  return { render, state }
}
