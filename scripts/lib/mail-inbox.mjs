import { MailDev } from "maildev"
import { StartError } from "./log.mjs"

/**
 * The local inbox of `npm start`: MailDev's SMTP server, where Medusa sends
 * every e-mail, and its web inbox to read them (REST API under /api/email).
 * Both listen on loopback only; nothing is relayed anywhere.
 */
export async function startMailInbox({ smtpPort, webPort }) {
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: "127.0.0.1",
    web: webPort,
    webIp: "127.0.0.1",
    silent: true,
    // A long session should not grow without bound.
    maxEmails: 500,
  })
  try {
    await maildev.start()
  } catch (error) {
    throw new StartError(
      `The local mail inbox could not start on ports ${smtpPort}/${webPort}`,
      error?.message,
    )
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://localhost:${webPort}`,
    stop: () => maildev.stop(),
  }
}
