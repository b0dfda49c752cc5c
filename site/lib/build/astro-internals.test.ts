import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { describe, expect, it, vi } from "vitest"
import {
  ASTRO_RANGE,
  astroInternalsSupport,
  installedAstroVersion,
  versionInRange,
} from "./astro-internals.mjs"
import { parallelPrerender } from "./parallel-prerender.mjs"

const root = path.resolve(import.meta.dirname, "../../..")

/** Runs the integration's `astro:build:start` hook and reports what it did. */
function buildStart(astroVersion: string) {
  const setPrerenderer = vi.fn()
  const logger = { warn: vi.fn(), info: vi.fn() }
  const hooks = parallelPrerender({ threads: 1, astroVersion }).hooks as Record<
    string,
    (options: unknown) => void
  >
  hooks["astro:build:start"]({ setPrerenderer, logger })
  return { setPrerenderer, warnings: logger.warn.mock.calls.map(([message]) => String(message)) }
}

describe("the threaded prerender's Astro internals", () => {
  it("were written for the installed Astro (an upgrade fails here: check astro-internals.mjs, then widen ASTRO_RANGE)", () => {
    const version = installedAstroVersion()
    expect(
      versionInRange(version),
      `Astro ${version} is installed; site/lib/build/astro-internals.mjs was written for >=${ASTRO_RANGE.from} <${ASTRO_RANGE.below}`,
    ).toBe(true)
    expect(astroInternalsSupport()).toMatchObject({ ok: true, version, warning: "" })
  })

  it("take a version inside the range only", () => {
    const range = { from: "7.3.0", below: "7.4.0" }
    for (const v of ["7.3.0", "7.3.5", "7.3.12", "7.3.5-beta.1"])
      expect(versionInRange(v, range), v).toBe(true)
    for (const v of ["7.2.9", "7.4.0", "7.10.0", "8.0.0", "6.3.5", "", "latest"])
      expect(versionInRange(v, range), v).toBe(false)
  })

  it("in range: the build prerenders on threads, without a warning", () => {
    const { setPrerenderer, warnings } = buildStart(installedAstroVersion())
    expect(setPrerenderer).toHaveBeenCalledOnce()
    expect(warnings).toEqual([])
  })

  it("out of range: Astro's own single-threaded prerender, with a warning that says why and what to do", () => {
    const { setPrerenderer, warnings } = buildStart("99.0.0")
    expect(setPrerenderer).not.toHaveBeenCalled()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/Astro 99\.0\.0 is installed/)
    expect(warnings[0]).toMatch(/single-threaded prerender/)
    expect(warnings[0]).toMatch(/astro-internals\.mjs/)
  })

  it("are used in astro-internals.mjs alone", async () => {
    const internals =
      /astro\/dist\/|astro\/entrypoints\/|setInternals|setOptions\(|astroAsset|getSettings\(|getOptions\(|\.app\.manifest/
    const files = [
      "astro.config.mjs",
      ...(await readdir(path.join(root, "site"), { recursive: true }))
        .filter(
          (f) =>
            /\.(mjs|js|ts|astro)$/.test(f) &&
            !f.includes("node_modules") &&
            // Astro's generated site/.astro/ is a folder whose name ends in .astro
            !f.split(path.sep).some((part) => part.startsWith(".")) &&
            !/\.test\.ts$/.test(f),
        )
        .map((f) => path.join("site", f)),
    ]
    const offenders: string[] = []
    for (const file of files) {
      if (file === path.join("site", "lib", "build", "astro-internals.mjs")) continue
      const text = await readFile(path.join(root, file), "utf8")
      text
        .split("\n")
        .forEach(
          (line, i) => internals.test(line) && offenders.push(`${file}:${i + 1}: ${line.trim()}`),
        )
    }
    expect(offenders).toEqual([])
  })
})
