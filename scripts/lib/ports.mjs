import net from "node:net"
import { StartError } from "./log.mjs"

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", (error) => resolve(error.code === "EADDRINUSE" ? "taken" : "ok"))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve("ok")))
  })
}

/** True when something already listens on the port (IPv4 or IPv6). */
export async function isPortTaken(port) {
  for (const host of ["127.0.0.1", "0.0.0.0", "::"]) {
    if ((await tryListen(port, host)) === "taken") return true
  }
  return false
}

/** Fails with one line when a port the product needs is taken. */
export async function assertPortsFree(ports) {
  for (const [what, port] of Object.entries(ports)) {
    if (await isPortTaken(port)) {
      throw new StartError(
        `Port ${port} (${what}) is already in use: stop what listens there or choose another port (see .env.example)`,
      )
    }
  }
}

/** Waits until an HTTP URL answers 200, or fails after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = "no answer"
  while (Date.now() < deadline) {
    if (!isAlive()) throw new StartError(`The process behind ${url} exited before it was ready`)
    try {
      const response = await fetch(url, { redirect: "manual" })
      if (response.status === 200) return
      last = `HTTP ${response.status}`
    } catch (error) {
      last = error.cause?.code ?? error.message
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new StartError(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`)
}
