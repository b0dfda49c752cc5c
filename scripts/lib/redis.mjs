import { existsSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import net from "node:net"
import path from "node:path"
import { serve, stop } from "./children.mjs"
import { StartError } from "./log.mjs"
import { assertPortsFree } from "./ports.mjs"

/** The redis-server binary: REDIS_SERVER_PATH, else the first on PATH, else null. */
export function redisServer(env = process.env) {
  if (env.REDIS_SERVER_PATH) return existsSync(env.REDIS_SERVER_PATH) ? env.REDIS_SERVER_PATH : null
  for (const dir of (env.PATH ?? "").split(path.delimiter).concat("/usr/bin", "/usr/sbin")) {
    const candidate = path.join(dir, "redis-server")
    if (dir && existsSync(candidate)) return candidate
  }
  return null
}

/** Sends PING; resolves true on +PONG within `timeoutMs`. */
export function pingRedis(port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("error", () => done(false))
    socket.once("connect", () => socket.write("PING\r\n"))
    socket.once("data", (data) => done(String(data).startsWith("+PONG")))
  })
}

/**
 * Starts a throwaway Redis on 127.0.0.1:`port` (no persistence) for tests,
 * with its log in `logDir`. Returns its URL and `stop()`.
 */
export async function startRedis({ port, dir, logDir, name = `redis-${port}` }) {
  const binary = redisServer()
  if (!binary)
    throw new StartError("redis-server is not installed (Debian: apt-get install redis-server)")
  await assertPortsFree({ Redis: port })
  await mkdir(dir, { recursive: true })
  const child = await serve(
    name,
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir,
    ],
    { cwd: dir, env: {}, logDir },
  )
  const deadline = Date.now() + 15_000
  while (!(await pingRedis(port))) {
    if (child.exited || Date.now() > deadline) {
      await stop(child)
      throw new StartError(`Redis did not start on port ${port}; see ${child.logFile}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, child, stop: () => stop(child) }
}
