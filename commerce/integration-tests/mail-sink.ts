import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"

/**
 * A real SMTP server for tests: it receives what the commerce server sends
 * over the network and parses each message, so tests read e-mail exactly as a
 * mail client would. `failNext` makes the next deliveries fail with a
 * temporary error (451), as a flaky relay would.
 */
export async function startMailSink(port = 0) {
  const messages: ParsedMail[] = []
  const state = { failNext: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", async () => {
        if (state.failNext > 0) {
          state.failNext--
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 })
          return callback(error)
        }
        messages.push(await simpleParser(Buffer.concat(chunks)))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })

  /** Messages to an address, waiting up to `timeoutMs` until at least `count` arrived. */
  async function waitFor(to: string, count = 1, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs
    const mine = () => messages.filter((m) => addresses(m).includes(to.toLowerCase()))
    while (mine().length < count && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    return mine()
  }

  return {
    /** The port it listens on (a free one when started with 0). */
    port: (server.server.address() as { port: number }).port,
    messages,
    state,
    waitFor,
    clear: () => messages.splice(0),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function addresses(mail: ParsedMail) {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  return to.flatMap((t) => t.value.map((v) => (v.address ?? "").toLowerCase()))
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>
