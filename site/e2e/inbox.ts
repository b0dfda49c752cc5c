import type { APIRequestContext } from "@playwright/test"
import { expect } from "./fixtures"

export const INBOX = process.env.MAIL_INBOX_URL

export type InboxMail = { subject: string; to: { address: string }[]; text: string; html: string }

/** The e-mails the local inbox (MailDev's REST API) received for an address, waiting for `count` of them. */
export async function mailTo(request: APIRequestContext, address: string, count = 1) {
  let found: InboxMail[] = []
  await expect(async () => {
    const all = (await (await request.get(`${INBOX}/api/email`)).json()) as InboxMail[]
    found = all.filter((m) => m.to.some((t) => t.address === address))
    expect(found.length).toBeGreaterThanOrEqual(count)
  }).toPass({ timeout: 30_000 })
  return found
}

/** The links of an e-mail's HTML part, as absolute URLs, each once. */
export const mailLinks = (mail: InboxMail) => [
  ...new Set(
    [...mail.html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")),
  ),
]
