import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CreditCard } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, apiLocale, todayIso, useAdminQuery } from "../../lib/api"
import { formatDate, formatMoney } from "../../lib/format"

type PayLaterOrder = {
  id: string
  display_id: number
  email: string | null
  lead_guest: { name: string; phone: string }
  total: number
  currency_code: string
  first_booking: { date: string; time: string }
  bookings: number
  seats: number
  payment_link: { url?: string } | null
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Orders reserved with pay later, by the date of their first booking: send the payment link, or cancel. */
const PayLaterPage = () => {
  const { t, i18n } = useTranslation()
  const prompt = usePrompt()
  const from = todayIso()
  const to = addDays(from, 92)
  const { data, error, reload, locale } = useAdminQuery<{ orders: PayLaterOrder[] }>(
    `/admin/pay-later?from=${from}&to=${to}`,
  )
  const [messages, setMessages] = useState<
    Record<string, { kind: "ok" | "warning" | "error"; text: string; url?: string }>
  >({})
  const say = (id: string, kind: "ok" | "warning" | "error", text: string, url?: string) =>
    setMessages((m) => ({ ...m, [id]: { kind, text, url } }))

  async function sendLink(order: PayLaterOrder) {
    try {
      const answer = await adminFetch<{
        payment_link: {
          url: string | null
          amount: number
          currency_code: string
          expires_at_local: string
        }
        sent: boolean
        notice?: { message: string }
      }>(`/admin/pay-later/${order.id}/payment-link`, locale, { method: "POST", body: {} })
      const link = answer.payment_link
      // The mail server is down: the link is kept; show it to copy, with the API's notice (retried).
      if (!answer.sent && answer.notice)
        say(order.id, "warning", answer.notice.message, link.url ?? undefined)
      // What the link asks for (the live bookings' balance) and until when, on the experience's clock.
      else
        say(
          order.id,
          "ok",
          t("admin.paylater.link_sent", {
            email: order.email ?? "",
            amount: money(link.amount, link.currency_code),
            expires: link.expires_at_local,
          }),
        )
      reload()
    } catch (e) {
      say(order.id, "error", (e as Error).message)
    }
  }

  async function cancel(order: PayLaterOrder) {
    const confirmed = await prompt({
      title: t("admin.paylater.cancel_title", { id: order.display_id }),
      description: t("admin.paylater.cancel_description", { count: order.seats }),
      confirmText: t("admin.paylater.cancel_confirm"),
      cancelText: t("admin.paylater.cancel_keep"),
    })
    if (!confirmed) return
    try {
      const done = await adminFetch<{ refund?: { amount: number; currency_code: string } }>(
        `/admin/pay-later/${order.id}/cancel`,
        locale,
        { method: "POST", body: {} },
      )
      // Paid meanwhile (a link, a capture): the cancellation refunded it in full; say how much.
      const refund = done.refund?.amount
        ? money(done.refund.amount, done.refund.currency_code)
        : null
      say(
        order.id,
        "ok",
        refund
          ? t("admin.paylater.cancelled_refunded", { amount: refund })
          : t("admin.paylater.cancelled"),
      )
      reload()
    } catch (e) {
      say(order.id, "error", (e as Error).message)
    }
  }

  const money = (amount: number, currency: string) =>
    formatMoney(amount, currency, apiLocale(locale))

  return (
    <Container className="flex flex-col gap-4 p-0">
      <div className="px-6 pt-4">
        <Heading level="h1">{t("admin.paylater.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("admin.paylater.hint", { from, to })}
        </Text>
      </div>
      {error && (
        <Text role="alert" className="px-6 text-ui-fg-error">
          {error}
        </Text>
      )}
      {data && !data.orders.length && (
        <Text className="px-6 pb-4 text-ui-fg-subtle">{t("admin.paylater.empty")}</Text>
      )}
      {!!data?.orders.length && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("admin.paylater.first_booking")}</Table.HeaderCell>
              <Table.HeaderCell>{t("admin.paylater.order")}</Table.HeaderCell>
              <Table.HeaderCell>{t("admin.paylater.lead_guest")}</Table.HeaderCell>
              <Table.HeaderCell>{t("admin.paylater.seats")}</Table.HeaderCell>
              <Table.HeaderCell>{t("admin.paylater.total")}</Table.HeaderCell>
              <Table.HeaderCell>{t("admin.paylater.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.orders.map((o) => (
              <Table.Row key={o.id} data-order={o.id}>
                <Table.Cell>
                  {formatDate(o.first_booking.date, apiLocale(i18n.language))},{" "}
                  {o.first_booking.time}
                </Table.Cell>
                <Table.Cell>#{o.display_id}</Table.Cell>
                <Table.Cell>
                  <div className="flex flex-col">
                    <span>{o.lead_guest.name}</span>
                    <span className="text-ui-fg-subtle">
                      {o.email} · {o.lead_guest.phone}
                    </span>
                  </div>
                </Table.Cell>
                <Table.Cell>{o.seats}</Table.Cell>
                <Table.Cell>{money(o.total, o.currency_code)}</Table.Cell>
                <Table.Cell>
                  <div className="flex flex-col gap-1">
                    <div className="flex gap-2">
                      <Button size="small" variant="secondary" onClick={() => sendLink(o)}>
                        {t(
                          o.payment_link?.url
                            ? "admin.paylater.resend_link"
                            : "admin.paylater.send_link",
                        )}
                      </Button>
                      <Button size="small" variant="danger" onClick={() => cancel(o)}>
                        {t("admin.paylater.cancel")}
                      </Button>
                    </div>
                    {messages[o.id] && (
                      <Text
                        size="small"
                        role={messages[o.id].kind === "ok" ? "status" : "alert"}
                        className={
                          { ok: "", warning: "text-ui-fg-subtle", error: "text-ui-fg-error" }[
                            messages[o.id].kind
                          ]
                        }
                      >
                        {messages[o.id].text}
                      </Text>
                    )}
                    {messages[o.id]?.url && (
                      <input
                        readOnly
                        aria-label={t("admin.paylater.link_to_copy")}
                        value={messages[o.id].url}
                        onFocus={(e) => e.currentTarget.select()}
                        className="rounded border px-2 py-1 text-xs"
                      />
                    )}
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "admin.paylater.title",
  translationNs: "translation",
  icon: CreditCard,
})

export default PayLaterPage
