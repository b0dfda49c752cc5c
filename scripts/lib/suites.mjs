import { AsyncLocalStorage } from "node:async_hooks"
import { spawn } from "node:child_process"
import { createWriteStream, existsSync, mkdirSync } from "node:fs"
import { readFile, rm } from "node:fs/promises"
import path from "node:path"

const currentOutput = new AsyncLocalStorage()

/**
 * Where a suite running beside others writes: a file, printed in one block
 * when the suite ends, so parallel suites do not interleave their lines.
 */
export class SuiteOutput {
  constructor(file) {
    mkdirSync(path.dirname(file), { recursive: true })
    this.file = file
    this.stream = createWriteStream(file)
  }
  write(text) {
    this.stream.write(text)
  }
  async print(title) {
    await new Promise((resolve) => this.stream.end(resolve))
    const text = await readFile(this.file, "utf8").catch(() => "")
    process.stdout.write(
      `\n──── ${title} ────\n${text}${text.endsWith("\n") ? "" : "\n"}──── end of ${title} ────\n`,
    )
  }
}

/** Runs `fn` with the commands it starts writing to `output` (null: the terminal). */
export function withOutput(output, fn) {
  return output ? currentOutput.run(output, fn) : fn()
}

/** Runs a command with inherited output (or the current suite's output); resolves with its exit code. */
export function runInherited(command, args, { cwd, env } = {}) {
  const output = currentOutput.getStore()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: output ? ["ignore", "pipe", "pipe"] : "inherit",
    })
    if (output) {
      child.stdout.on("data", (chunk) => output.write(chunk))
      child.stderr.on("data", (chunk) => output.write(chunk))
    }
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
