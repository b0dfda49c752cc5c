import { Button, Drawer, Heading, Input, Label, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, apiLocale, useAdminQuery } from "../../lib/api"
import { money, type ChangeContext, type Quote, type Slot } from "./types"

/**
 * The desk's "change date, time or party" of one booking: a drawer with the
 * dates and open times of the same option (seats left), the party per band
 * (or units), the price difference from the server before confirming, and
 * the change itself (`lifecycle-change-booking`: seats held first, the
 * difference charged by a payment link or refunded). The booking page
 * mounts it; `onChanged` reloads the page.
 */
export const BookingChange = ({
  bookingId,
  onChanged,
}: {
  bookingId: string
  onChanged?: () => void
}) => {
  const { t, i18n } = useTranslation()
  const locale = apiLocale(i18n.language)
  const [open, setOpen] = useState(false)
  const context = useAdminQuery<ChangeContext>(open ? `/admin/bookings/${bookingId}/change` : null)
  const current = context.data?.booking
  const [date, setDate] = useState("")
  const [slotId, setSlotId] = useState("")
  const [party, setParty] = useState<Record<string, number>>({})
  const [quote, setQuote] = useState<Quote | null>(null)
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!current) return
    setDate(current.local_date)
    setSlotId(current.slot_id)
    const t0 = current.travellers ?? {}
    setParty(
      current.pricing_type === "per_item"
        ? { items: Number(t0.items ?? 1) }
        : Object.fromEntries(current.bands.map((b) => [b, Number(t0[b] ?? 0)])),
    )
  }, [current])

  const slots = useAdminQuery<{ slots: Slot[] }>(
    current && date
      ? `/admin/experiences/${current.handle}/slots?from=${date}&to=${date}&option_code=${current.option_code}`
      : null,
  )
  const choices = (slots.data?.slots ?? []).filter(
    (s) =>
      s.option_code === current?.option_code && (s.status === "open" || s.id === current?.slot_id),
  )

  const body = () => {
    if (!current) return {}
    const travellers =
      current.pricing_type === "per_item"
        ? { items: party.items ?? 1 }
        : { travellers: Object.fromEntries(current.bands.map((b) => [b, party[b] ?? 0])) }
    return {
      ...(slotId && slotId !== current.slot_id ? { slot_id: slotId } : {}),
      ...travellers,
      version: current.version,
    }
  }

  async function send(preview: boolean) {
    setBusy(true)
    setMessage(null)
    try {
      const { change, notice } = await adminFetch<{ change: Quote; notice?: { message: string } }>(
        `/admin/bookings/${bookingId}/change`,
        locale,
        { method: "POST", body: { ...body(), ...(preview ? { preview: true } : {}) } },
      )
      if (preview) {
        setQuote(change)
        return
      }
      const amount = (n: number) => money(n, change.currency_code, locale)
      const done = change.payment_link
        ? t("admin.rebook.done_link", { amount: amount(change.payment_link.amount) })
        : change.refund > 0
          ? t("admin.rebook.done_refund", { amount: amount(change.refund) })
          : t("admin.rebook.done")
      // The mail server down: the change stands, its e-mails are retried; the API's notice says so.
      setMessage({ kind: "ok", text: notice ? `${done} ${notice.message}` : done })
      setQuote(null)
      context.reload()
      onChanged?.()
    } catch (error) {
      setMessage({ kind: "error", text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const bandKeys = current?.pricing_type === "per_item" ? ["items"] : (current?.bands ?? [])
  const amount = (n: number) => (quote ? money(n, quote.currency_code, locale) : "")

  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <Drawer.Trigger asChild>
        <Button variant="secondary" size="small">
          {t("admin.rebook.open")}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title asChild>
            <Heading>{t("admin.rebook.title")}</Heading>
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
          <Text size="small" className="text-ui-fg-subtle">
            {t("admin.rebook.intro")}
          </Text>
          {!current ? (
            <Text size="small">{context.error ?? t("admin.rebook.loading")}</Text>
          ) : (
            <>
              <Text size="small" weight="plus">
                {t("admin.rebook.now", {
                  date: current.local_date,
                  time: current.start_time,
                  zone: current.timezone,
                })}
              </Text>
              <div className="flex flex-col gap-y-1">
                <Label htmlFor="rebook-date">{t("admin.rebook.date")}</Label>
                <Input
                  id="rebook-date"
                  type="date"
                  value={date}
                  onChange={(e) => {
                    setDate(e.target.value)
                    setSlotId("")
                    setQuote(null)
                  }}
                />
              </div>
              <fieldset className="flex flex-col gap-y-1">
                <legend className="txt-compact-small-plus">{t("admin.rebook.time")}</legend>
                {choices.length === 0 && !slots.loading ? (
                  <Text size="small">{t("admin.rebook.no_slots")}</Text>
                ) : (
                  choices.map((s) => (
                    <label key={s.id} className="txt-compact-small flex items-center gap-x-2">
                      <input
                        type="radio"
                        name="rebook-slot"
                        value={s.id}
                        checked={slotId === s.id}
                        onChange={() => {
                          setSlotId(s.id)
                          setQuote(null)
                        }}
                      />
                      {s.id === current.slot_id
                        ? t("admin.rebook.current", { time: s.local_time })
                        : t("admin.rebook.seats_left", {
                            time: s.local_time,
                            count: Math.max(0, s.capacity - s.held - s.booked),
                          })}
                    </label>
                  ))
                )}
              </fieldset>
              <fieldset className="flex flex-col gap-y-2">
                <legend className="txt-compact-small-plus">{t("admin.rebook.travellers")}</legend>
                {bandKeys.map((band) => (
                  <div key={band} className="flex items-center gap-x-2">
                    <Label htmlFor={`rebook-${band}`} className="w-24">
                      {t(`admin.rebook.bands.${band}`)}
                    </Label>
                    <Input
                      id={`rebook-${band}`}
                      type="number"
                      min={0}
                      max={60}
                      value={String(party[band] ?? 0)}
                      onChange={(e) => {
                        setParty({ ...party, [band]: Math.max(0, Number(e.target.value) || 0) })
                        setQuote(null)
                      }}
                    />
                  </div>
                ))}
              </fieldset>
              {quote && (
                <div className="flex flex-col gap-y-1" data-testid="rebook-quote">
                  <Text size="small">
                    {t("admin.rebook.old_total")}: {amount(quote.old_total)}
                  </Text>
                  <Text size="small">
                    {t("admin.rebook.new_total")}: {amount(quote.new_total)}
                  </Text>
                  <Text size="small" weight="plus">
                    {t("admin.rebook.difference")}: {amount(quote.difference)}
                  </Text>
                  <Text size="small">
                    {quote.money === "payment_link"
                      ? t("admin.rebook.money_payment_link")
                      : quote.money === "refund"
                        ? t("admin.rebook.money_refund", { amount: amount(quote.refund) })
                        : t("admin.rebook.money_none")}
                  </Text>
                  {quote.discount_share > 0 && (
                    <Text size="small" className="text-ui-fg-subtle">
                      {t("admin.rebook.discount", { share: quote.discount_share })}
                    </Text>
                  )}
                </div>
              )}
              {message && (
                <Text
                  size="small"
                  role={message.kind === "error" ? "alert" : "status"}
                  className={
                    message.kind === "error" ? "text-ui-fg-error" : "text-ui-fg-interactive"
                  }
                >
                  {message.text}
                </Text>
              )}
            </>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary" size="small">
              {t("admin.rebook.cancel")}
            </Button>
          </Drawer.Close>
          <Button
            variant="secondary"
            size="small"
            disabled={!current || !slotId || busy}
            onClick={() => send(true)}
          >
            {t("admin.rebook.preview")}
          </Button>
          <Button
            size="small"
            disabled={!quote || busy}
            isLoading={busy}
            onClick={() => send(false)}
          >
            {t("admin.rebook.confirm")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
