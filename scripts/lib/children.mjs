import { spawn } from "node:child_process"
import { createWriteStream } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { StartError } from "./log.mjs"

const running = new Set()

/**
 * Runs a command to completion with its output in a log file; throws a
 * one-line StartError (plus the log's last lines) when it fails.
 */
export async function run(name, command, args, { cwd, env, logDir }) {
  const child = await launch(name, command, args, { cwd, env, logDir })
  const code = await new Promise((resolve) => child.process.once("exit", (c, s) => resolve(c ?? s)))
  running.delete(child)
  if (code !== 0) {
    throw new StartError(`${name} failed (exit ${code}); see ${child.logFile}`, child.tail())
  }
}

/** Starts a long-running process in its own process group, output to a log file. */
export async function serve(name, command, args, { cwd, env, logDir, onExit }) {
  const child = await launch(name, command, args, { cwd, env, logDir })
  child.process.once("exit", (code, signal) => {
    child.exited = true
    if (!child.stopping) onExit?.(code ?? signal, child)
  })
  return child
}

async function launch(name, command, args, { cwd, env, logDir }) {
  await mkdir(logDir, { recursive: true })
  const logFile = path.join(logDir, `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.log`)
  const out = createWriteStream(logFile, { flags: "a" })
  const lines = []
  const proc = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  const collect = (chunk) => {
    out.write(chunk)
    for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(line)
    if (lines.length > 40) lines.splice(0, lines.length - 40)
  }
  proc.stdout.on("data", collect)
  proc.stderr.on("data", collect)
  await new Promise((resolve, reject) => {
    proc.once("spawn", resolve)
    proc.once("error", (error) =>
      reject(new StartError(`${name} could not start: ${error.message}`)),
    )
  })
  const child = {
    name,
    logFile,
    process: proc,
    exited: false,
    stopping: false,
    tail: () => lines.slice(-15).join("\n"),
  }
  running.add(child)
  return child
}

/** Stops one process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(child, graceMs = 10_000) {
  if (!child || child.exited) return running.delete(child)
  child.stopping = true
  const exited = new Promise((resolve) => child.process.once("exit", resolve))
  const signal = (sig) => {
    try {
      process.kill(-child.process.pid, sig)
    } catch {
      /* already gone */
    }
  }
  signal("SIGTERM")
  const timer = setTimeout(() => signal("SIGKILL"), graceMs)
  await exited
  clearTimeout(timer)
  running.delete(child)
}

/** Stops every process still running, newest first. */
export async function stopAll() {
  for (const child of [...running].reverse()) await stop(child)
}
