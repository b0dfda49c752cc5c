import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import teamDigest from "../../src/jobs/team-digest"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { CONTACT_MODULE } from "../../src/modules/contact"
import { OFFER_MODULE, offerReference } from "../../src/modules/offer"
import { REVIEW_MODULE } from "../../src/modules/review"
import { contactReference } from "../../src/workflows/contact/steps/build-contact-mail"
import { startMailSink, type MailSink } from "../mail-sink"

jest.setTimeout(180_000)

const SUPPORT = "equipo-digest@example.com"
// A real SMTP server, started before the runner boots Medusa (top-level hooks run first).
let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
  process.env.SUPPORT_EMAIL = SUPPORT
})
afterAll(async () => {
  delete process.env.SUPPORT_EMAIL
  await sink?.stop()
})

const WINDOW_MS = 15 * 60 * 1000
/** The start of the 15-minute window after the one `at` falls in: when its digest is due. */
const nextWindow = (at: number) => new Date(at - (at % WINDOW_MS) + WINDOW_MS)

/**
 * Issue 25, "Nothing tells the team": a review waiting for moderation, a
 * custom-offer request and a contact message reach the support inbox in one
 * digest, at most one e-mail per 15 minutes, listing what arrived, with the
 * counts of what waits in all.
 */
medusaIntegrationTestRunner({
  env: { SUPPORT_EMAIL: SUPPORT },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    beforeEach(() => {
      container = getContainer()
      sink.clear()
    })

    // Each thing arrives at a set time, so the windows do not depend on when the test runs.
    const message = (subject: string, created_at: Date) =>
      (container.resolve(CONTACT_MODULE) as any).createContactMessages({
        created_at,
        name: "Lucía Pérez",
        email: "lucia@example.com",
        subject,
        message: "¿Hacéis grupos de 20?",
        locale: "es",
      })
    const offer = (created_at: Date) =>
      (container.resolve(OFFER_MODULE) as any).createOfferRequests({
        created_at,
        experience_title: "Safari por el desierto",
        travellers: { adult: 12 },
        languages: ["es"],
        message: "Una empresa de 12",
        name: "Ana García",
        email: "ana@example.com",
        phone_country: "ES",
        phone_number: "600000000",
        locale: "es",
      })
    const review = (status: "pending" | "published", created_at: Date) =>
      (container.resolve(REVIEW_MODULE) as any).createReviews({
        created_at,
        handle: "safari-desierto",
        product_id: "prod_test",
        rating: 2,
        title: "Regular",
        body: "El guía llegó tarde.",
        author_name: "Marta",
        locale: "es",
        travelled_on: "2026-11-01",
        status,
      })

    it("sends one digest per window listing what arrived, and nothing more in that window", async () => {
      const due = nextWindow(Date.now())
      const before = (minutes: number) => new Date(due.getTime() - minutes * 60 * 1000)
      const msg = await message("Grupo grande", before(10))
      const ofr = await offer(before(9))
      const rev = await review("pending", before(8))
      await review("published", before(7)) // published at once: nothing to moderate
      // The shop runs its experiences in Riyadh: the digest's times are Riyadh's, not UTC.
      await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
        `INSERT INTO experience (id, product_id, handle, city, duration_minutes, timezone, cancellation_policy)
           VALUES ('exp_digest_zone', 'prod_digest_zone', 'digest-zone', 'Riyadh', 60, 'Asia/Riyadh', '{"type":"free","hours":24}')`,
      )

      await teamDigest(container, due)
      const [mail] = await sink.waitFor(SUPPORT, 1)
      expect(mail.subject).toBe("3 novedades para el equipo")
      expect(mail.text).toContain(contactReference(msg.id))
      expect(mail.text).toContain("Grupo grande")
      expect(mail.text).toContain(offerReference(ofr.id))
      expect(mail.text).toContain("Safari por el desierto")
      expect(mail.text).toContain(`REV-${rev.id.slice(-8).toUpperCase()}`)
      expect(mail.text).toContain("2/5")
      expect(mail.text).toContain("GMT+3")
      expect(mail.text).not.toContain("UTC")
      expect(mail.text).toMatch(/Reseñas por moderar: 1\b/)
      expect(mail.text).toMatch(/Solicitudes de oferta abiertas: 1\b/)
      expect(mail.text).toMatch(/Mensajes sin responder: 1\b/)

      // Later in the same window, with more arrived: no second e-mail.
      await message("Otra pregunta", before(-2))
      await teamDigest(container, new Date(due.getTime() + 5 * 60 * 1000))
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(await sink.waitFor(SUPPORT, 1, 100)).toHaveLength(1)

      // The next window's digest lists only what arrived since the last one.
      await teamDigest(container, nextWindow(due.getTime()))
      const mails = await sink.waitFor(SUPPORT, 2)
      expect(mails).toHaveLength(2)
      expect(mails[1].subject).toBe("1 novedad para el equipo")
      expect(mails[1].text).toContain("Otra pregunta")
      expect(mails[1].text).not.toContain("Grupo grande")
      expect(mails[1].text).toMatch(/Mensajes sin responder: 2\b/)

      // The admin's pages show the same counters; the route is the admin's only.
      expect((await api.get("/admin/team-inbox").catch((e: any) => e.response)).status).toBe(401)
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      const inbox = await api.get("/admin/team-inbox", {
        headers: { authorization: `Bearer ${login.data.token}` },
      })
      // The admin's contact and offer pages state their times in the same zone.
      const listed = await api.get("/admin/contact-messages", {
        headers: { authorization: `Bearer ${login.data.token}` },
      })
      expect(listed.data.timezone).toBe("Asia/Riyadh")
      expect(inbox.data.counts).toEqual({
        pending_reviews: 1,
        open_offers: 1,
        unanswered_messages: 2,
      })

      // A window in which nothing arrived sends nothing.
      await teamDigest(container, new Date(nextWindow(due.getTime()).getTime() + WINDOW_MS))
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(await sink.waitFor(SUPPORT, 3, 100)).toHaveLength(2)
    })
  },
})
