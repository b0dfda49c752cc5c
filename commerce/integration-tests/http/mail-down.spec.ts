import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createServer, type Server, type Socket } from "node:net"
import { CONTACT_MODULE } from "../../src/modules/contact"
import type ContactModuleService from "../../src/modules/contact/service"
import { resendFailedMailWorkflow } from "../../src/workflows/notification/resend-failed-mail"
import { MAIL_ANSWER_WAIT_MS } from "../../src/workflows/notification/steps/send-mail"
import { useDeskWorld } from "../desk-world"
import { accountHelpers, bearer } from "./accounts-helpers"
import { waitFor } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()

// A mail server the spec can take down (connections refused, as a crashed relay) and bring back on its port.
process.env.SMTP_RETRY_DELAYS = "200"
let sink: MailSink
let port = 0
beforeAll(async () => {
  sink = await startMailSink()
  port = sink.port
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
})
afterAll(async () => {
  await sink?.stop()
})
let down = false
const smtpDown = async () => {
  if (!down) await sink.stop()
  down = true
}
// Or a mail server that takes the connection and never answers (a black-holed relay).
let silent: { server: Server; sockets: Set<Socket> } | null = null
const smtpSilent = async () => {
  await smtpDown()
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on("error", () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  silent = { server, sockets }
}
const smtpUp = async () => {
  if (silent) {
    for (const socket of silent.sockets) socket.destroy()
    await new Promise((resolve) => silent!.server.close(resolve))
    silent = null
  }
  if (down) sink = await startMailSink(port)
  down = false
}

/**
 * Nothing is lost, and no 5xx, when the mail server is down: an admin action
 * that e-mails (the payment link, a contact answer, a voucher resent) is
 * done and kept, answered 200 with `sent: false` and a notice in the
 * admin's language, and its e-mail goes out when the retry job runs again.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink: () => sink })
    const { container, double, adminPost, payLaterOrder } = world
    afterEach(smtpUp)

    const openLinks = async (orderId: string) =>
      (await double().stripe.checkout.sessions.list({ limit: 100 })).data.filter(
        (s) => s.metadata?.order_id === orderId && s.status === "open",
      )
    const retryMail = () =>
      resendFailedMailWorkflow(container()).run({
        input: { since: new Date(Date.now() - 3600_000).toISOString() },
      })

    it("keeps the payment link when its e-mail cannot be sent, answers it with a notice, makes no second link, and e-mails it once SMTP is back", async () => {
      const { orderId } = await payLaterOrder("sin-correo@example.com")
      await smtpDown()
      const first = await adminPost(`/admin/pay-later/${orderId}/payment-link`, {})
      expect(first.status).toBe(200)
      const link = first.data.payment_link
      expect(link.url).toContain("/pay/cs_test_")
      expect(first.data).toMatchObject({
        sent: false,
        notice: { code: "payment_link_mail_not_sent" },
      })
      expect(first.data.notice.message).toContain("no se ha podido enviar")
      expect(first.data.notice.message).toContain(link.url)
      // Kept: the order names it and Stripe's page still takes money.
      const [order] = await container()
        .resolve(Modules.ORDER)
        .listOrders({ id: orderId }, { select: ["id", "metadata"] })
      expect((order.metadata as any).payment_link.id).toBe(link.id)
      expect((await double().stripe.checkout.sessions.retrieve(link.id)).status).toBe("open")

      const again = await adminPost(`/admin/pay-later/${orderId}/payment-link`, {}, "en")
      expect(again.status).toBe(200)
      expect(again.data.payment_link.id).toBe(link.id)
      expect(again.data.notice.message).toContain("could not be sent now")
      expect((await openLinks(orderId)).map((s) => s.id)).toEqual([link.id])

      await smtpUp()
      await retryMail()
      const mails = await waitFor(async () => {
        const found = (await sink.waitFor("sin-correo@example.com", 1, 500)).filter((m) =>
          m.text?.includes(link.url),
        )
        return found.length ? found : null
      })
      expect(mails).toHaveLength(1)
      const sentNow = await adminPost(`/admin/pay-later/${orderId}/payment-link`, {})
      expect(sentNow.data).toEqual(expect.objectContaining({ sent: true }))
      expect(sentNow.data.notice).toBeUndefined()
    })

    it("answers within seconds, link kept, when the mail server takes the connection and never answers", async () => {
      const { orderId } = await payLaterOrder("silencio@example.com")
      await smtpSilent()
      const started = Date.now()
      const sent = await adminPost(`/admin/pay-later/${orderId}/payment-link`, {})
      expect(Date.now() - started).toBeLessThan(MAIL_ANSWER_WAIT_MS + 5000)
      expect(sent.status).toBe(200)
      expect(sent.data).toMatchObject({
        sent: false,
        notice: { code: "payment_link_mail_not_sent" },
      })
      expect(
        (await double().stripe.checkout.sessions.retrieve(sent.data.payment_link.id)).status,
      ).toBe("open")
    })

    it("does not e-mail late a link whose order was cancelled while SMTP was down", async () => {
      const { orderId } = await payLaterOrder("cancelado@example.com")
      await smtpDown()
      const sent = await adminPost(`/admin/pay-later/${orderId}/payment-link`, {})
      expect(sent.data.sent).toBe(false)
      expect((await adminPost(`/admin/pay-later/${orderId}/cancel`, {})).status).toBe(200)
      await smtpUp()
      await retryMail()
      const linkMails = async () =>
        (
          await container()
            .resolve(Modules.NOTIFICATION)
            .listNotifications({ template: "payment-link", to: "cancelado@example.com" })
        ).filter((n: any) => n.status === "success")
      expect(await linkMails()).toHaveLength(0)
      // The cancellation's own e-mail, which failed too, does go out.
      expect(await sink.waitFor("cancelado@example.com", 1)).not.toHaveLength(0)
    })

    it("answers a traveller's guest-orders request the same 202 with SMTP down, and e-mails the link later", async () => {
      const accounts = accountHelpers(world.store)
      await accounts.placeOrder(null, "guest.down@example.com")
      const owner = await accounts.signUp("guest.down@example.com", "Gala")
      await smtpDown()
      const asked = await world.store.post("/store/customers/me/guest-orders", {}, bearer(owner))
      expect([asked.status, asked.data]).toEqual([202, { requested: true }])
      await smtpUp()
      await retryMail()
      const claim = await waitFor(async () => {
        const sent = await container()
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ template: "guest-orders-claim", to: "guest.down@example.com" })
        return sent.find((n: any) => n.status === "success") ?? null
      })
      expect(claim).toBeTruthy()
    })

    it("records a contact answer and resends a voucher with SMTP down: 200 with a notice, e-mailed later", async () => {
      const contact = container().resolve(CONTACT_MODULE) as ContactModuleService
      const message = await contact.createContactMessages({
        name: "Jane",
        email: "jane@example.com",
        subject: "Group of 30",
        message: "Do you run trips for 30 people?",
        locale: "en",
      })
      const { bookingId } = await payLaterOrder("voucher-down@example.com")
      await smtpDown()
      const answered = await adminPost(
        `/admin/contact-messages/${message.id}/reply`,
        { reply: "Yes, we do." },
        "en",
      )
      expect(answered.status).toBe(200)
      expect(answered.data).toMatchObject({ sent: false, notice: { code: "mail_not_sent" } })
      expect(answered.data.notice.message).toContain("jane@example.com")
      const [kept] = await contact.listContactMessages({ id: message.id })
      expect(kept.reply).toBe("Yes, we do.")

      const resent = await adminPost(`/admin/bookings/${bookingId}/resend-voucher`, {})
      expect(resent.status).toBe(200)
      expect(resent.data).toMatchObject({ sent: false, notice: { code: "mail_not_sent" } })
      expect(resent.data.notice.message).toContain("voucher-down@example.com")

      await smtpUp()
      await retryMail()
      expect(await sink.waitFor("jane@example.com", 1)).toHaveLength(1)
      const voucherMail = await waitFor(async () => {
        const sent = await container().resolve(Modules.NOTIFICATION).listNotifications({
          trigger_type: "desk.voucher_resent",
          to: "voucher-down@example.com",
        })
        return sent.find((n: any) => n.status === "success") ?? null
      })
      expect(voucherMail).toBeTruthy()
    })
  },
})
