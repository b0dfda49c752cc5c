import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { seedFixtures, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"
import { LOCALES } from "../../src/lib/i18n/messages"

jest.setTimeout(240_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.STOREFRONT_URL = "http://localhost:4321"

const PASSWORD = "dunas-rojas-2026"

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/**
 * Issue 27.9: the password-reset link carries no e-mail address in its query string (links end up
 * in logs, histories and referrers); the token alone resets the password, in both languages.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { post } = storeApi(api, () => headers)
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      sink.clear()
    })

    for (const locale of LOCALES) {
      it(`the ${locale} reset link holds only the token, and the token alone sets the new password`, async () => {
        const email = `reset-link-${locale}@example.com`
        const registered = await post("/auth/customer/emailpass/register", {
          email,
          password: PASSWORD,
        })
        expect(registered.status).toBe(200)
        expect(
          (
            await post(
              "/store/customers",
              { email, first_name: "Lucía" },
              bearer(registered.data.token),
            )
          ).status,
        ).toBe(200)

        expect(
          (
            await post("/auth/customer/emailpass/reset-password", {
              identifier: email,
              metadata: { locale },
            })
          ).status,
        ).toBe(201)
        const [mail] = await sink.waitFor(email)
        const href = mail.text!.match(/http:\/\/localhost:4321\/\S*auth\/reset-password\?\S+/)![0]
        const link = new URL(href)
        expect(link.pathname).toBe(
          locale === "en" ? "/en/auth/reset-password" : "/auth/reset-password",
        )
        expect([...link.searchParams.keys()]).toEqual(["token"])
        expect(href).not.toContain(email)
        expect(href).not.toContain(encodeURIComponent(email))
        expect(String(mail.html || "")).not.toContain(`email=${encodeURIComponent(email)}`)

        const reset = await post(
          "/auth/customer/emailpass/update",
          { password: "nueva-clave-2026" },
          bearer(link.searchParams.get("token")!),
        )
        expect(reset.status).toBe(200)
        expect(
          (await post("/auth/customer/emailpass", { email, password: "nueva-clave-2026" })).status,
        ).toBe(200)
      })
    }
  },
})
