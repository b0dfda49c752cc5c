import path from "node:path"
import { countJestLike, runInherited, takeReport } from "../suites.mjs"
import { bin, check, reports, root, sum } from "./context.mjs"

/** `astro check`, then `tsc` for commerce, its admin extensions and cms. */
export async function typecheck() {
  const results = [
    await check([bin("astro"), "check", "--minimumSeverity", "error"], {
      cwd: root,
      env: { ASTRO_TELEMETRY_DISABLED: "1" },
    }),
    await check([bin("tsc"), "--noEmit", "-p", "commerce"], { cwd: root }),
    await check([bin("tsc"), "--noEmit", "-p", "commerce/src/admin"], { cwd: root }),
    await check([bin("tsc"), "--noEmit", "-p", "cms"], { cwd: root }),
  ]
  return sum(results)
}

/**
 * The Studio's own schema validation and a full offline Studio build: a
 * schema error fails here before it can reach editors.
 */
export async function studio() {
  const sanity = bin("sanity")
  return sum([
    await check([sanity, "schema", "validate"], { cwd: path.join(root, "cms") }),
    await check([sanity, "build", "--yes"], { cwd: path.join(root, "cms") }),
  ])
}

/**
 * ESLint, Prettier's check of every file it formats (.prettierignore says what it leaves), and
 * every non-generated source file at most 300 lines (scripts/file-length.mjs).
 */
export async function lint() {
  return sum([
    await check([bin("eslint"), "."], { cwd: root }),
    await check([bin("prettier"), "--check", "--log-level", "warn", "."], { cwd: root }),
    await check([process.execPath, "scripts/file-length.mjs"], { cwd: root }),
  ])
}

/** Vitest over the unit tests beside the code (vitest.config.ts says where). */
export async function unit() {
  const file = path.join(reports, "vitest.json")
  const code = await runInherited(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    { cwd: root },
  )
  return countJestLike(await takeReport(file), code)
}
