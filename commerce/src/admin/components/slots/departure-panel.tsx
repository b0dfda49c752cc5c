import { Button, Label, Table, Text, Textarea } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, useAdminQuery } from "../../lib/api"

/** Which departure: a whole date, or one option's start time on it. */
export type DepartureScope = { date: string; option_code?: string; local_time?: string }

type Affected = {
  booking_id: string
  reference: string
  local_time: string
  lead_guest: { name: string; email: string; phone: string }
  travellers_text: string
  seats: number
  paid: { amount: number; currency_code: string }
  /** What the cancellation gives back: all of it, never more than the order's payments still keep. */
  refund: { amount: number; currency_code: string }
}
type Preview = {
  bookings: Affected[]
  totals: { bookings: number; seats: number; refunds: { amount: number; currency_code: string }[] }
}
type Outcome = {
  bookings_cancelled: number
  cancelled: { booking_id: string; refund: { amount: number; currency_code: string } | null }[]
  failed: { booking_id: string; message: string }[]
}

const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount)

/**
 * Cancelling a departure: who it affects (reference, lead guest, party,
 * paid), an optional message for the travellers, and one confirmation that
 * refunds everyone in full, e-mails each in their language and closes it.
 */
export function DeparturePanel({
  handle,
  scope,
  locale,
  onDone,
  onBack,
}: {
  handle: string
  scope: DepartureScope
  locale: string
  onDone: () => void
  onBack: () => void
}) {
  const { t } = useTranslation()
  const query = new URLSearchParams(
    Object.entries(scope).filter(([, v]) => !!v) as [string, string][],
  )
  const base = `/admin/experiences/${encodeURIComponent(handle)}/departures`
  const preview = useAdminQuery<Preview>(`${base}?${query}`)
  const [message, setMessage] = useState("")
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refunds = (preview.data?.totals.refunds ?? [])
    .map((r) => money(r.amount, r.currency_code, locale))
    .join(" + ")

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      const result = await adminFetch<Outcome>(base, locale, {
        method: "POST",
        body: { ...scope, ...(message.trim() ? { message: message.trim() } : {}) },
      })
      setOutcome(result)
      onDone()
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (outcome) {
    return (
      <div className="flex flex-col gap-2" data-testid="departure-outcome">
        <Text role="status" weight="plus">
          {t("admin.slots.departure_done", { count: outcome.bookings_cancelled })}
        </Text>
        {outcome.failed.map((f) => (
          <Text key={f.booking_id} size="small" role="alert" className="text-ui-fg-error">
            {f.message}
          </Text>
        ))}
        <Button size="small" variant="secondary" onClick={onBack}>
          {t("admin.slots.departure_back")}
        </Button>
      </div>
    )
  }
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="departure-title"
      data-testid="departure-panel"
    >
      <Text id="departure-title" weight="plus">
        {scope.local_time
          ? t("admin.slots.departure_title_slot", { date: scope.date, time: scope.local_time })
          : t("admin.slots.departure_title_date", { date: scope.date })}
      </Text>
      {preview.error && (
        <Text size="small" role="alert" className="text-ui-fg-error">
          {preview.error}
        </Text>
      )}
      {preview.data && (
        <>
          <Text size="small" data-testid="departure-summary">
            {preview.data.totals.bookings
              ? t("admin.slots.departure_summary", {
                  count: preview.data.totals.bookings,
                  seats: preview.data.totals.seats,
                  refund: refunds || money(0, "eur", locale),
                })
              : t("admin.slots.departure_empty")}
          </Text>
          {preview.data.bookings.length > 0 && (
            <Table>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>{t("admin.slots.departure_reference")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("admin.slots.departure_lead_guest")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("admin.slots.departure_party")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("admin.slots.departure_paid")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("admin.slots.departure_refund")}</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {preview.data.bookings.map((b) => (
                  <Table.Row key={b.booking_id} data-testid="departure-booking">
                    <Table.Cell>
                      {b.reference} · {b.local_time}
                    </Table.Cell>
                    <Table.Cell>{b.lead_guest.name || b.lead_guest.email}</Table.Cell>
                    <Table.Cell>{b.travellers_text}</Table.Cell>
                    <Table.Cell>{money(b.paid.amount, b.paid.currency_code, locale)}</Table.Cell>
                    <Table.Cell data-testid="departure-refund">
                      {money(b.refund.amount, b.refund.currency_code, locale)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          )}
          <div>
            <Label htmlFor="departure-message">{t("admin.slots.departure_message")}</Label>
            <Textarea
              id="departure-message"
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          {error && (
            <Text size="small" role="alert" className="text-ui-fg-error">
              {error}
            </Text>
          )}
          <div className="flex gap-2">
            <Button size="small" variant="danger" isLoading={busy} onClick={() => void confirm()}>
              {preview.data.totals.bookings
                ? t("admin.slots.departure_confirm", { count: preview.data.totals.bookings })
                : t("admin.slots.departure_confirm_empty")}
            </Button>
            <Button size="small" variant="secondary" disabled={busy} onClick={onBack}>
              {t("admin.slots.departure_back")}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
