import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import { contact, offer, offerRuleCases, PASSWORD, signUp } from "./offers-contact-helpers"
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

/** Custom-offer requests and contact messages: the public writes, the team reads and answers. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    const { get, post } = storeApi(api, () => headers)
    const en = { "x-medusa-locale": "en" }
    const adminGet = (url: string) => send(api.get(url, admin))
    const adminPost = (url: string, body: object = {}, extra: Record<string, string> = {}) =>
      send(api.post(url, body, { headers: { ...admin.headers, ...extra } }))

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await ensureAdminUser(container, "admin@example.com", PASSWORD)
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: PASSWORD,
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
      sink.clear()
    })

    it("stores a contact message as written, e-mails it to support inert, and lets the team mark it", async () => {
      const sent = await post("/store/contact-messages", contact({ name: XSS, message: XSS }))
      expect(sent.status).toBe(202)
      const [mail] = await sink.waitFor("support@example.com")
      expect(mail.subject).toBe("Mensaje de contacto: Grupo de empresa")
      expect(mail.html).not.toContain("<script>")
      expect(mail.html).not.toContain("<img src=x")
      expect(mail.html).toContain("&lt;script&gt;")
      expect(mail.text).toContain(XSS)

      const list = await adminGet("/admin/contact-messages")
      expect(list.data.contact_messages).toEqual([
        expect.objectContaining({ name: XSS, message: XSS, status: "new", locale: "es" }),
      ])
      const id = list.data.contact_messages[0].id
      expect(
        (await adminPost(`/admin/contact-messages/${id}`, { status: "answered" })).data
          .contact_message.status,
      ).toBe("answered")
      const wrong = await adminPost(
        `/admin/contact-messages/${id}`,
        { status: "spam" },
        { "accept-language": "en" },
      )
      expect(wrong.data).toMatchObject({
        code: "field_invalid",
        message: "This format is not correct.",
        params: { field: "status" },
      })
      const missing = await adminPost(`/admin/contact-messages/cmsg_${"0".repeat(26)}`, {
        status: "read",
      })
      expect(missing.data).toMatchObject({
        code: "contact_message_not_found",
        message: "No encontramos este mensaje.",
      })
      expect(
        (await adminPost("/admin/contact-messages/not-an-id", { status: "read" })).status,
      ).toBe(404)
      expect((await send(api.get("/admin/contact-messages"))).status).toBe(401)
    })

    it("drops what a bot sends and asks a too-quick sender to check, with the spec's field messages", async () => {
      expect(
        (await post("/store/contact-messages", contact({ website: "http://spam.example" }))).status,
      ).toBe(202)
      const quick = await post("/store/contact-messages", contact({ elapsed_ms: 400 }))
      expect(quick.status).toBe(400)
      expect(quick.data).toMatchObject({
        code: "contact_too_fast",
        message: "Tómate un momento para revisar tu mensaje y vuelve a enviarlo.",
      })
      const untimed = await post("/store/contact-messages", contact({ elapsed_ms: undefined }), en)
      expect(untimed.data.message).toBe(
        "Please take a moment to check your message, then send it again.",
      )

      const noName = await post("/store/contact-messages", contact({ name: " " }))
      expect(noName.data).toMatchObject({
        code: "field_required",
        message: "Campo Requerido",
        params: { field: "name" },
      })
      const badEmail = await post("/store/contact-messages", contact({ email: "lucia@" }), en)
      expect(badEmail.data).toMatchObject({
        code: "field_invalid",
        message: "This format is not correct.",
        params: { field: "email" },
      })
      expect((await post("/store/contact-messages", contact({ admin: true }))).status).toBe(400)

      await new Promise((r) => setTimeout(r, 500))
      expect((await adminGet("/admin/contact-messages")).data.count).toBe(0)
      expect(sink.messages).toHaveLength(0)
    })

    it("limits contact messages per e-mail address with 429 and Retry-After", async () => {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await post("/store/contact-messages", contact({ email: "limit@example.com" }))).status,
        )
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
      const limited = await post(
        "/store/contact-messages",
        contact({ email: "limit@example.com" }),
        en,
      )
      expect(
        (limited as { headers?: Record<string, string> }).headers?.["retry-after"],
      ).toBeDefined()
      expect(limited.data.code).toBe("too_many_attempts")
    })

    it("takes a custom-offer request, acknowledges it by e-mail, and lets the team move it along", async () => {
      const sent = await post(
        "/store/offer-requests",
        offer({ message: XSS, email: "carla@example.com" }),
        en,
      )
      expect(sent.status).toBe(201)
      const request = sent.data.offer_request
      expect(request).toMatchObject({
        reference: expect.stringMatching(/^OFR-[0-9A-Z]{8}$/),
        handle: DESERT_SAFARI.handle,
        travellers: { adult: 2, child: 1, infant: 0 },
        budget_amount: 900,
        currency: "eur",
        languages: ["es", "en"],
        message: XSS,
        status: "new",
      })
      const [mail] = await sink.waitFor("carla@example.com")
      expect(mail.subject).toBe("We have received your custom offer request")
      expect(mail.text).toContain(request.reference)
      expect(mail.html).not.toContain("<script>")
      expect(mail.html).toContain("&lt;script&gt;")

      const listed = await adminGet("/admin/offer-requests?status=new")
      expect(listed.data.offer_requests).toEqual([
        expect.objectContaining({
          id: request.id,
          message: XSS,
          phone_country: "+34",
          phone_number: "600 123 456",
        }),
      ])
      const contacted = await adminPost(`/admin/offer-requests/${request.id}`, {
        status: "contacted",
        notes: `Llamada ${XSS}`,
      })
      expect(contacted.data.offer_request).toMatchObject({
        status: "contacted",
        notes: `Llamada ${XSS}`,
      })
      const sentOffer = await adminPost(`/admin/offer-requests/${request.id}`, {
        status: "offer_sent",
      })
      expect(sentOffer.data.offer_request.status).toBe("offer_sent")
      const back = await adminPost(
        `/admin/offer-requests/${request.id}`,
        { status: "new" },
        { "accept-language": "en" },
      )
      expect(back.status).toBe(400)
      expect(back.data).toMatchObject({
        code: "offer_status_invalid",
        message: 'A request in state "offer_sent" cannot move to "new".',
      })
      const missing = await adminPost(`/admin/offer-requests/ofr_${"0".repeat(26)}`, {
        status: "won",
      })
      expect(missing.data).toMatchObject({
        code: "offer_request_not_found",
        message: "No encontramos esta solicitud de oferta.",
      })
      expect((await adminGet("/admin/offer-requests?status=maybe")).status).toBe(400)
    })

    it("states each rule of the offer form in the traveller's language", async () => {
      for (const [body, field, code, message] of offerRuleCases()) {
        const answer = await post("/store/offer-requests", body)
        expect(answer.status).toBe(400)
        expect(answer.data).toMatchObject({
          code,
          message,
          params: expect.objectContaining({ field }),
        })
      }
      const enAnswer = await post(
        "/store/offer-requests",
        offer({ date_from: "", date_to: "" }),
        en,
      )
      expect(enAnswer.data.message).toBe("Required field")
      const unknown = await post(
        "/store/offer-requests",
        offer({ handle: "no-such-experience" }),
        en,
      )
      expect(unknown.status).toBe(404)
      expect(unknown.data).toMatchObject({
        code: "experience_not_found",
        message: "We could not find this activity.",
      })
      // Flexible dates and no experience: the contact page's request.
      const flexible = await post(
        "/store/offer-requests",
        offer({
          handle: "",
          flexible: "on",
          date_from: "",
          date_to: "",
          budget_amount: "",
          currency: "",
          languages: "ar",
        }),
      )
      expect(flexible.status).toBe(201)
      expect(flexible.data.offer_request).toMatchObject({
        handle: null,
        flexible: true,
        date_from: null,
        budget_amount: null,
        languages: ["ar"],
      })
    })

    it("shows a signed-in traveller their own requests only", async () => {
      const ana = await signUp(post, "ana@example.com")
      const bea = await signUp(post, "bea@example.com")
      const mine = await post("/store/offer-requests", offer({ email: "ana@example.com" }), ana)
      expect(mine.status).toBe(201)
      await post("/store/offer-requests", offer({ email: "guest@example.com" }))
      const list = await get("/store/customers/me/offer-requests", ana)
      expect(list.data.offer_requests.map((r: any) => r.id)).toEqual([mine.data.offer_request.id])
      expect((await get("/store/customers/me/offer-requests", bea)).data.offer_requests).toEqual([])
      expect((await get("/store/customers/me/offer-requests")).status).toBe(401)
    })
  },
})
