import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CONTACT_MODULE } from "../../src/modules/contact"
import type ContactModuleService from "../../src/modules/contact/service"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { seedFixtures, send } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"

jest.setTimeout(180_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.SUPPORT_EMAIL = "support@example.com"

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`

/** The team answers a contact message from the admin: e-mailed to the sender in their language, recorded on the message. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let admin: { headers: Record<string, string> }
    const adminPost = (url: string, body: unknown, locale = "es") =>
      send(
        api.post(url, body as object, { headers: { ...admin.headers, "x-medusa-locale": locale } }),
      )
    const message = (extra: object) =>
      (container.resolve(CONTACT_MODULE) as ContactModuleService).createContactMessages({
        name: "Jane",
        email: "jane@example.com",
        subject: "Group of 30",
        message: "Do you run trips for 30 people?",
        locale: "en",
        ...extra,
      })

    beforeEach(async () => {
      container = getContainer()
      sink.clear()
      await seedFixtures(container)
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    it("e-mails the answer in the sender's language, quoting their message, and records it on the message", async () => {
      const english = await message({})
      const spanish = await message({
        name: "Lucía",
        email: "lucia@example.com",
        subject: "Grupo",
        message: XSS,
        locale: "es",
      })

      const answered = await adminPost(`/admin/contact-messages/${english.id}/reply`, {
        reply: "  Yes, up to 40 people.  ",
      })
      expect(answered.status).toBe(200)
      expect(answered.data.contact_message).toMatchObject({
        id: english.id,
        status: "answered",
        reply: "Yes, up to 40 people.",
        replied_at: expect.any(String),
      })
      const [mail] = await sink.waitFor("jane@example.com")
      expect(mail.subject).toBe("Re: Group of 30")
      expect(mail.text).toContain("Hello Jane,")
      expect(mail.text).toContain("Yes, up to 40 people.")
      expect(mail.text).toContain("Your message:\nDo you run trips for 30 people?")

      // An English admin answering a Spanish sender: the e-mail is in Spanish; the sender's words stay inert.
      expect(
        (
          await adminPost(
            `/admin/contact-messages/${spanish.id}/reply`,
            { reply: "Sí, hasta 40." },
            "en",
          )
        ).status,
      ).toBe(200)
      const [es] = await sink.waitFor("lucia@example.com")
      expect(es.subject).toBe("Re: Grupo")
      expect(es.text).toContain("Hola, Lucía:")
      expect(es.text).toContain("Tu mensaje:")
      expect(es.html).not.toContain("<script>")
      expect(es.html).toContain("&lt;script&gt;")

      // A second answer is a second e-mail, and the message keeps the last one.
      await adminPost(`/admin/contact-messages/${english.id}/reply`, {
        reply: "And the price is per person.",
      })
      expect(await sink.waitFor("jane@example.com", 2)).toHaveLength(2)
      const list = await send(api.get("/admin/contact-messages?status=answered", admin))
      expect(list.data.contact_messages.find((m: any) => m.id === english.id)).toMatchObject({
        reply: "And the price is per person.",
      })
    })

    it("refuses an empty or foreign answer in the admin's language, an unknown message, and a call without credentials", async () => {
      const { id } = await message({})
      const url = `/admin/contact-messages/${id}/reply`
      for (const body of [{}, { reply: "  " }, { reply: null }]) {
        expect((await adminPost(url, body)).data).toMatchObject({
          code: "field_required",
          message: "Campo Requerido",
          params: { field: "reply" },
        })
        expect((await adminPost(url, body, "en")).data).toMatchObject({
          code: "field_required",
          message: "Required field",
          params: { field: "reply" },
        })
      }
      expect((await adminPost(url, { reply: "x".repeat(5001) }, "en")).data).toMatchObject({
        code: "field_too_long",
        message: "Write at most 5000 characters.",
      })
      expect((await adminPost(url, { reply: "ok", to: "other@example.com" })).data).toMatchObject({
        code: "field_invalid",
        params: { field: "to" },
      })
      expect((await adminPost(url, { reply: 5 })).status).toBe(400)
      const missing = await adminPost(
        `/admin/contact-messages/cmsg_${"0".repeat(26)}/reply`,
        { reply: "hola" },
        "en",
      )
      expect(missing.status).toBe(404)
      expect(missing.data).toMatchObject({
        code: "contact_message_not_found",
        message: "We could not find this message.",
      })
      expect(
        (await adminPost("/admin/contact-messages/nope/reply", { reply: "hola" })).status,
      ).toBe(404)
      expect((await send(api.post(url, { reply: "hola" }))).status).toBe(401)
      const [row] = await (
        container.resolve(CONTACT_MODULE) as ContactModuleService
      ).listContactMessages({ id })
      expect(row).toMatchObject({ status: "new", reply: null })
      expect(sink.messages.filter((m) => m.subject?.startsWith("Re:"))).toHaveLength(0)
    })
  },
})
