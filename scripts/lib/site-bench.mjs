import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { samplePeakRss } from "./process-memory.mjs"

/**
 * Runs a command to its end, returning its output, wall time and peak
 * resident memory (MB, its process tree sampled every 500 ms); rejects with
 * the output's tail when it fails.
 */
export function runTimed(command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    // The peak resident memory of the command and everything it starts.
    const memory = samplePeakRss(child.pid)
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", (error) => {
      memory.stop()
      reject(error)
    })
    child.on("exit", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const peakRssMb = memory.stop()
      if (code === 0) resolve({ output, seconds, peakRssMb })
      else
        reject(
          new Error(
            `${path.basename(command)} ${args.join(" ")} exited ${code}:\n${output.slice(-3000)}`,
          ),
        )
    })
  })
}

/** Number of HTML files under a folder: the prerendered pages of a build. */
export async function countHtml(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).length
}

/**
 * Seconds Astro reports for its page prerendering phase, or null: the first
 * "Completed in" after "prerendering static routes" (or "generating" in a
 * static build), which Astro writes as "850ms", "12.34s" or, from a minute
 * on, "1m 23s".
 */
export function prerenderSeconds(output) {
  // Without the colour codes of the terminal output.
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
  const match =
    /(?:prerendering|generating) static routes[\s\S]*?✓ Completed in (?:(\d+)ms|([\d.]+)s|(\d+)m (\d+)s)\./.exec(
      plain,
    )
  if (!match) return null
  const [, ms, s, min, minSeconds] = match
  if (ms !== undefined) return Number(ms) / 1000
  if (s !== undefined) return Number(s)
  return Number(min) * 60 + Number(minSeconds)
}

/**
 * A trivial Astro project with `pages` static pages (one dynamic route), the
 * baseline for the site's pages per second: same Astro, same machine, same run.
 */
export async function writeBaselineProject(dir, pages) {
  await rm(dir, { recursive: true, force: true })
  await mkdir(path.join(dir, "src", "pages"), { recursive: true })
  await writeFile(
    path.join(dir, "astro.config.mjs"),
    `import { defineConfig } from "astro/config"\nexport default defineConfig({ output: "static" })\n`,
  )
  await writeFile(
    path.join(dir, "src", "pages", "[n].astro"),
    [
      "---",
      `export const getStaticPaths = () => Array.from({ length: ${pages} }, (_, n) => ({ params: { n: String(n) } }))`,
      "const { n } = Astro.params",
      "---",
      '<html lang="en"><head><title>Page {n}</title></head><body><main><h1>Page {n}</h1></main></body></html>',
      "",
    ].join("\n"),
  )
}

/** Starts the built storefront server and waits until it answers. */
export async function serveBuild(distDir, { port, env }) {
  const child = spawn(process.execPath, [path.join(distDir, "server", "site-server.mjs")], {
    env: { ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`The site server exited (${child.exitCode})`)
    try {
      await fetch(url)
      return { url, stop: () => child.kill("SIGTERM") }
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  child.kill("SIGTERM")
  throw new Error(`The site server did not answer on ${url}`)
}

/**
 * Runs `run` again when it fails with one of Lighthouse's own runtime errors
 * ("Runtime error encountered", e.g. NO_NAVSTART: a trace it failed to
 * record, for which it asks to be run again), at most `attempts` times in
 * all; any other failure, or the last one, is thrown.
 */
export async function againOnLighthouseError(run, onRetry, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const message = String(error?.message)
      if (attempt >= attempts || !message.includes("Runtime error encountered")) throw error
      onRetry(message.match(/\(([A-Z_]+)\)/)?.[1] ?? "runtime error")
    }
  }
}

/**
 * Runs the Lighthouse CLI once on a URL in headless Chromium (mobile
 * emulation, simulated throttling), returning the four category scores (0-100)
 * and the audits that lost points. `userDataDir`: a prepared Chromium profile
 * whose storage the run keeps (a cart with a booking); `skipAudits`: audits
 * left out of the scores (see bench-site: `is-crawlable` on noindex pages).
 */
export async function lighthouseRun(
  url,
  { lang, workDir, chromePath, userDataDir, skipAudits = [] },
) {
  const bin = path.join(process.cwd(), "node_modules", ".bin", "lighthouse")
  const out = path.join(workDir, `lh-${Date.now()}-${Math.random().toString(36).slice(2)}.json`)
  const flags = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    `--lang=${lang}`,
    // A prepared profile (a cart with a booking in its localStorage), kept by --disable-storage-reset.
    ...(userDataDir ? [`--user-data-dir=${userDataDir}`] : []),
  ]
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${flags.join(" ")}`,
    ...(userDataDir ? ["--disable-storage-reset"] : []),
    ...(skipAudits.length ? [`--skip-audits=${skipAudits.join(",")}`] : []),
  ]
  await againOnLighthouseError(
    () =>
      runTimed(bin, args, { cwd: process.cwd(), env: { ...process.env, CHROME_PATH: chromePath } }),
    (code) => console.log(`  Lighthouse asked for another run on ${url} (${code})`),
  )
  const report = JSON.parse(await readFile(out, "utf8"))
  await rm(out, { force: true })
  const scores = {}
  const lost = []
  for (const [id, category] of Object.entries(report.categories)) {
    scores[id] = Math.round((category.score ?? 0) * 100)
    if (id === "performance") continue
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) lost.push(`${id}: ${ref.id}`)
    }
  }
  const metric = (id) => report.audits[id]?.numericValue ?? null
  return {
    scores,
    lost,
    metrics: {
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    },
  }
}

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Medusa URL and publishable key: from the environment, else from the running `npm start` product. */
export async function productEnv(root, settings) {
  const url = process.env.PUBLIC_MEDUSA_URL || process.env.MEDUSA_URL || settings.medusaUrl
  let key = process.env.PUBLIC_MEDUSA_PUBLISHABLE_KEY || process.env.PUBLISHABLE_KEY
  const seedFile = path.join(settings.stateDir, `seed-${settings.databaseName}.json`)
  if (!key && existsSync(seedFile))
    key = JSON.parse(await readFile(seedFile, "utf8")).publishableKey
  return { url, key }
}
