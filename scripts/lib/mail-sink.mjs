import { appendFileSync, writeFileSync } from "node:fs"
import { SMTPServer } from "smtp-server"

/**
 * An SMTP server for tests on an ephemeral loopback port: every message is
 * appended to `file` as one JSON line ({ to, subject }), so a test in another
 * process can count what the product sent.
 */
export async function startMailSink(file) {
  writeFileSync(file, "")
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = ""
      stream.on("data", (chunk) => (raw += chunk))
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? ""
        appendFileSync(file, `${JSON.stringify({ to, subject })}\n`)
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  }
}
