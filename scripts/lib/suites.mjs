import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { readFile, rm } from "node:fs/promises"

/** Runs a command with inherited output; resolves with its exit code. */
export function runInherited(command, args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" })
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.once("error", () => resolve(1))
  })
}

/** Reads a JSON report a test tool wrote, then removes it; null when there is none. */
export async function takeReport(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(await readFile(file, "utf8"))
  await rm(file, { force: true })
  return report
}

/** Counts from Vitest's and Jest's JSON reporters (same shape). */
export function countJestLike(report, exitCode) {
  if (!report) return { passed: 0, failed: 1 }
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
  return {
    passed: report.numPassedTests,
    failed: failed || (exitCode === 0 ? 0 : 1),
  }
}

/** Counts from Playwright's JSON reporter. */
export function countPlaywright(report, exitCode) {
  if (!report) return { passed: 0, failed: 1 }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {}
  const errors = report.errors?.length ?? 0
  return {
    passed: expected + flaky,
    failed: unexpected + errors || (exitCode === 0 ? 0 : 1),
  }
}
