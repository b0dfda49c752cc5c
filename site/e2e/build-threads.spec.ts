import { execFile } from "node:child_process"
import { existsSync } from "node:fs"
import { readFile, readdir, rm } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { expect, test } from "./fixtures"

/**
 * The served build prerenders its pages on worker threads beside Astro's main
 * thread (site/lib/build/parallel-prerender.mjs). Built again on Astro's main
 * thread alone, against the same product, every page must be the same file:
 * only what differs between any two builds is set aside (asset file hashes,
 * the build id, React's island id prefix, which counts islands in the order
 * they finish rendering).
 */
const servedDir = process.env.SITE_OUT_DIR
const buildLog = process.env.SITE_BUILD_LOG
const key = process.env.PUBLISHABLE_KEY
test.skip(
  !servedDir || !buildLog || !key,
  "needs npm test's product (SITE_OUT_DIR, SITE_BUILD_LOG, PUBLISHABLE_KEY)",
)

const root = path.resolve(import.meta.dirname, "../..")
const normalise = (text: string) =>
  text
    .replace(/([\w-]+)\.[\w-]{8}\.(js|css|mjs)\b/g, "$1.HASH.$2")
    .replace(/ prefix="r\d+"/g, ' prefix="rN"')
    .replace(/"build":"[0-9a-f]+"/g, '"build":"ID"')

async function pagesOf(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && /\.(html|xml|json|txt)$/.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort()
}

test("every page prerendered on worker threads is the page Astro renders on its main thread alone", async () => {
  test.setTimeout(300_000)
  // The served build shared its pages with at least one thread.
  const log = await readFile(buildLog!, "utf8")
  const shares = [...log.matchAll(/Pages rendered: ([\d +]+) \(main thread/g)]
    .at(-1)?.[1]
    .split(" + ")
    .map(Number)
  expect(
    shares,
    "the served build's log has no 'Pages rendered' line: it prerendered without threads",
  ).toBeTruthy()
  expect(shares!.length).toBeGreaterThan(1)
  expect(Math.min(...shares!)).toBeGreaterThan(0)

  const outDir = path.join(root, ".data", "test", `site-dist-one-thread-${process.pid}`)
  try {
    await promisify(execFile)(path.join(root, "node_modules", ".bin", "astro"), ["build"], {
      cwd: root,
      env: {
        ...process.env,
        PUBLIC_MEDUSA_URL: process.env.MEDUSA_URL,
        PUBLIC_MEDUSA_PUBLISHABLE_KEY: key,
        PUBLIC_SITE_URL: process.env.SITE_URL,
        SITE_OUT_DIR: outDir,
        SITE_PRERENDER_THREADS: "0",
        ASTRO_TELEMETRY_DISABLED: "1",
      },
      maxBuffer: 64 * 1024 * 1024,
    })
    const served = path.join(servedDir!, "client")
    const alone = path.join(outDir, "client")
    const pages = await pagesOf(served)
    expect(await pagesOf(alone)).toEqual(pages)
    expect(pages.length).toBeGreaterThan(100)
    const different: string[] = []
    for (const page of pages) {
      const [a, b] = await Promise.all([
        readFile(path.join(served, page), "utf8"),
        readFile(path.join(alone, page), "utf8"),
      ])
      if (normalise(a) !== normalise(b)) different.push(page)
    }
    expect(different).toEqual([])
  } finally {
    if (existsSync(outDir)) await rm(outDir, { recursive: true, force: true })
  }
})
