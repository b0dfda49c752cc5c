import net from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { assertPortsFree, isPortTaken } from "./ports.mjs"

let server
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())))

describe("ports", () => {
  it("notices a port something listens on and names it in the error", async () => {
    server = net.createServer()
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address()
    expect(await isPortTaken(port)).toBe(true)
    await expect(assertPortsFree({ Medusa: port })).rejects.toThrow(
      `Port ${port} (Medusa) is already in use`,
    )
  })
})
