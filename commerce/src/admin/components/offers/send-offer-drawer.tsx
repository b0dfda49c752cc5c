import { Button, Drawer, Input, Label, Select, Text, Textarea, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, todayIso, useAdminQuery } from "../../lib/api"
import { pickTitle, type CalendarResponse } from "../../lib/types"
import { ExperiencePicker } from "../slots/experience-picker"

/** What the form needs of a request: what the traveller asked for. */
export type OfferSource = {
  id: string
  reference: string
  handle: string | null
  date_from: string | null
  travellers: { adult?: number; child?: number; infant?: number }
  budget_amount: number | null
  currency: string | null
}

const BANDS = ["adult", "child", "infant"] as const
const CURRENCIES = ["eur", "usd", "aed", "sar"]
/**
 * A select's change, ignoring the empty value Radix reports from inside a
 * form when its items arrive after its value (the hidden native select
 * cannot hold a value it has no option for yet).
 */
const keep = (set: (value: string) => void) => (value: string) => {
  if (value) set(value)
}

/**
 * 'Send offer': the experience (the request's, or picked), an option, a date
 * and one of its open slots with seats left (from the slot calendar's API),
 * travellers per age band (the request's group), the custom total, a note to
 * the traveller and how many hours the offer may be paid. The API holds the
 * seats, prices the cart and e-mails the link; its refusals show as they come.
 * Each select mounts again when its items arrive: Radix shows a controlled
 * value only if its item exists when the select mounts.
 */
export function SendOfferDrawer({
  request,
  locale,
  onClose,
  onSent,
}: {
  request: OfferSource | null
  locale: string
  onClose: () => void
  onSent: () => void
}) {
  const { t } = useTranslation()
  const [handle, setHandle] = useState("")
  const [option, setOption] = useState("")
  const [date, setDate] = useState("")
  const [slotId, setSlotId] = useState("")
  const [group, setGroup] = useState<Record<string, string>>({})
  const [amount, setAmount] = useState("")
  const [currency, setCurrency] = useState("eur")
  const [note, setNote] = useState("")
  const [hours, setHours] = useState("23")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!request) return
    setHandle(request.handle ?? "")
    setDate(request.date_from && request.date_from > todayIso() ? request.date_from : todayIso())
    setGroup(Object.fromEntries(BANDS.map((b) => [b, String(request.travellers?.[b] ?? 0)])))
    setAmount(request.budget_amount ? String(request.budget_amount) : "")
    setCurrency((request.currency ?? "eur").toLowerCase())
    setNote("")
    setHours("23")
    setError(null)
  }, [request?.id])

  const calendar = useAdminQuery<CalendarResponse>(
    request && handle && date
      ? `/admin/experiences/${encodeURIComponent(handle)}/slots?from=${date}&to=${date}`
      : null,
  )
  const options = calendar.data?.experience.options ?? []
  useEffect(() => {
    if (options.length && !options.some((o) => o.code === option)) setOption(options[0].code)
  }, [options.map((o) => o.code).join(), option])
  const slots = (calendar.data?.slots ?? []).filter(
    (s) =>
      s.option_code === option &&
      s.local_date === date &&
      s.status === "open" &&
      s.capacity - s.held - s.booked > 0,
  )
  useEffect(() => {
    if (!slots.some((s) => s.id === slotId)) setSlotId(slots[0]?.id ?? "")
  }, [slots.map((s) => s.id).join(), slotId])

  async function submit() {
    if (!request) return
    setBusy(true)
    setError(null)
    try {
      const travellers = Object.fromEntries(
        BANDS.map((b) => [b, Number(group[b] || 0)]).filter(([, n]) => Number(n) > 0),
      )
      const answer = await adminFetch<{ notice?: { message: string } }>(
        `/admin/offer-requests/${request.id}/offer`,
        locale,
        {
          method: "POST",
          body: {
            handle,
            slot_id: slotId,
            travellers,
            amount: Number(amount.replace(",", ".")),
            currency_code: currency,
            ...(note.trim() ? { note } : {}),
            valid_hours: Number(hours),
          },
        },
      )
      // The mail server down: the offer stands and its e-mail is retried; say so.
      if (answer.notice) toast.warning(answer.notice.message)
      onSent()
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer open={!!request} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>
            {request ? t("admin.offers.send.title", { reference: request.reference }) : ""}
          </Drawer.Title>
          <Drawer.Description>{t("admin.offers.send.description")}</Drawer.Description>
        </Drawer.Header>
        {request && (
          <Drawer.Body className="overflow-y-auto">
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault()
                void submit()
              }}
            >
              <ExperiencePicker
                value={handle || null}
                onChange={keep(setHandle)}
                label={t("admin.offers.send.experience")}
                placeholder={t("admin.offers.send.pickExperience")}
              />
              <Label htmlFor="offer-option">{t("admin.offers.send.option")}</Label>
              <Select
                key={options.map((o) => o.code).join()}
                value={option || undefined}
                onValueChange={keep(setOption)}
              >
                <Select.Trigger id="offer-option" aria-label={t("admin.offers.send.option")}>
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  {options.map((o) => (
                    <Select.Item key={o.code} value={o.code}>
                      {pickTitle(o.title, locale)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
              <Label htmlFor="offer-date">{t("admin.offers.send.date")}</Label>
              <Input
                id="offer-date"
                type="date"
                min={todayIso()}
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
              <Label htmlFor="offer-slot">{t("admin.offers.send.slot")}</Label>
              {slots.length ? (
                <Select
                  key={slots.map((s) => s.id).join()}
                  value={slotId || undefined}
                  onValueChange={keep(setSlotId)}
                >
                  <Select.Trigger id="offer-slot" aria-label={t("admin.offers.send.slot")}>
                    <Select.Value />
                  </Select.Trigger>
                  <Select.Content>
                    {slots.map((s) => (
                      <Select.Item key={s.id} value={s.id}>
                        {t("admin.offers.send.slotLabel", {
                          time: s.local_time,
                          count: s.capacity - s.held - s.booked,
                        })}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select>
              ) : (
                <Text size="small" className="text-ui-fg-subtle">
                  {calendar.loading ? t("admin.feedback.loading") : t("admin.offers.send.noSlots")}
                </Text>
              )}
              <div className="grid grid-cols-3 gap-2">
                {BANDS.map((band) => (
                  <div key={band}>
                    <Label htmlFor={`offer-${band}`}>{t(`admin.offers.send.${band}`)}</Label>
                    <Input
                      id={`offer-${band}`}
                      type="number"
                      min={0}
                      max={50}
                      value={group[band] ?? "0"}
                      onChange={(e) => setGroup({ ...group, [band]: e.target.value })}
                    />
                  </div>
                ))}
              </div>
              <div className="grid grid-cols-3 gap-2">
                <div className="col-span-2">
                  <Label htmlFor="offer-amount">{t("admin.offers.send.amount")}</Label>
                  <Input
                    id="offer-amount"
                    inputMode="decimal"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                  />
                </div>
                <div>
                  <Label htmlFor="offer-currency">{t("admin.offers.send.currency")}</Label>
                  <Select value={currency} onValueChange={keep(setCurrency)}>
                    <Select.Trigger
                      id="offer-currency"
                      aria-label={t("admin.offers.send.currency")}
                    >
                      <Select.Value />
                    </Select.Trigger>
                    <Select.Content>
                      {CURRENCIES.map((c) => (
                        <Select.Item key={c} value={c}>
                          {c.toUpperCase()}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select>
                </div>
              </div>
              <Label htmlFor="offer-note">{t("admin.offers.send.note")}</Label>
              <Textarea
                id="offer-note"
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
              <Label htmlFor="offer-hours">{t("admin.offers.send.validHours")}</Label>
              <Input
                id="offer-hours"
                type="number"
                min={1}
                max={23}
                value={hours}
                onChange={(e) => setHours(e.target.value)}
              />
              <Text size="small" className="text-ui-fg-subtle">
                {t("admin.offers.send.validHint")}
              </Text>
              {error && (
                <Text size="small" role="alert" className="text-ui-fg-error">
                  {error}
                </Text>
              )}
              <Button type="submit" isLoading={busy} disabled={busy || !slotId || !amount}>
                {t("admin.offers.send.submit")}
              </Button>
            </form>
          </Drawer.Body>
        )}
      </Drawer.Content>
    </Drawer>
  )
}
