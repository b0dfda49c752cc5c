import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Rooms of commerce/src that do not lean on each other (issue 28): a module
 * imports only itself, packages and @medusajs; no lib imports a workflow step;
 * a step takes its own input types, not an API route's validators.
 */
const SRC = path.resolve(__dirname, "..")

/** Source files (not tests) under `dir`, relative to commerce/src. */
function sourcesIn(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/(\.test|\.spec)\.tsx?$/.test(file))
    .filter(
      (file) => !file.split(path.sep).some((part) => part === "__tests__" || part === "migrations"),
    )
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function specifiersOf(file: string): string[] {
  const source = readFileSync(path.join(SRC, file), "utf8")
  const found = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g,
  )
  return [...found].map(([, specifier]) => specifier)
}

/** A relative specifier as a path under commerce/src (`lib/booking-error`); null for a package. */
function resolved(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null
  return path.join(path.dirname(file), specifier)
}

/** `file: specifier` for each import of `files` that `forbidden` refuses. */
function offenders(
  files: string[],
  forbidden: (target: string | null, specifier: string, file: string) => boolean,
) {
  return files.flatMap((file) =>
    specifiersOf(file)
      .filter((specifier) => forbidden(resolved(file, specifier), specifier, file))
      .map((specifier) => `${file}: ${specifier}`),
  )
}

/**
 * Imports a module still makes from outside itself, each with why; the test
 * fails on any other, and on one of these once it is gone (drop it here).
 */
const LEANS: Record<string, string> = {
  "modules/notification-smtp/templates/copy.ts: ../../../lib/local-time":
    "e-mails write slot times with the app's one formatter (formatLocal), which needs the app's locales",
  "modules/reconcile-on-start/service.ts: ../../jobs/reconcile-card-payments":
    "this module is the app's start hook (Medusa runs onApplicationStart only for modules): it runs the app's jobs",
  "modules/reconcile-on-start/service.ts: ../../jobs/reconcile-unbooked-orders":
    "this module is the app's start hook (Medusa runs onApplicationStart only for modules): it runs the app's jobs",
}

const MODULES = readdirSync(path.join(SRC, "modules")).filter((name) =>
  statSync(path.join(SRC, "modules", name)).isDirectory(),
)

describe("rooms of commerce/src that do not lean on each other", () => {
  it("finds the modules and their imports", () => {
    expect(MODULES).toContain("booking")
    expect(specifiersOf(path.join("modules", "booking", "index.ts"))).toContain(
      "@medusajs/framework/utils",
    )
  })

  it.each(MODULES)("the %s module imports only itself and packages", (name) => {
    const home = path.join("modules", name)
    const outside = offenders(
      sourcesIn(home),
      (target) => target !== null && !(target === home || target.startsWith(home + path.sep)),
    )
    expect(outside.filter((lean) => !(lean in LEANS))).toEqual([])
    const known = Object.keys(LEANS).filter((lean) => lean.startsWith(home + path.sep))
    expect(
      known.filter((lean) => !outside.includes(lean)),
      "gone: drop from LEANS",
    ).toEqual([])
  })

  it("the booking module imports only @medusajs and Node", () => {
    const foreign = offenders(
      sourcesIn(path.join("modules", "booking")),
      (target, specifier) => target === null && !/^(@medusajs\/|node:)/.test(specifier),
    )
    expect(foreign).toEqual([])
  })

  it("no lib imports a workflow step", () => {
    const steps = offenders(
      sourcesIn("lib"),
      (target) =>
        target !== null &&
        target.startsWith("workflows" + path.sep) &&
        target.split(path.sep).includes("steps"),
    )
    expect(steps).toEqual([])
  })

  it("workflow steps take their own input types, not an API route's validators", () => {
    const api = offenders(
      sourcesIn("workflows").filter((file) => file.split(path.sep).includes("steps")),
      (target) => target !== null && target.startsWith("api" + path.sep),
    )
    expect(api).toEqual([])
  })
})

// The scan reads real files: a wrong root would pass every case above vacuously.
it("reads commerce/src", () => expect(existsSync(path.join(SRC, "modules", "booking"))).toBe(true))
