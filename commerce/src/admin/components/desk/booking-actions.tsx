import { Button, Container, Heading, Input, Label, Text, Textarea, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { adminFetch, AdminApiError } from "../../lib/api"
import { formatMoney, type DeskBooking } from "./types"

const selectClass = "bg-ui-bg-field shadow-borders-base txt-compact-small h-8 rounded-md px-2"
const METHODS = ["cash", "bank_transfer", "card_terminal"] as const

/**
 * The booking's actions, each one workflow of the lifecycle on the server:
 * cancel with the policy's refund, in full or an amount (the reason goes to
 * the traveller), resend the voucher, mark a pay-later order paid, check in
 * or undo it (the manifest's check-in route).
 */
export const BookingActions = ({
  booking,
  locale,
  done,
}: {
  booking: DeskBooking
  locale: string
  done: () => void
}) => {
  const { t } = useTranslation()
  const prompt = usePrompt()
  const [mode, setMode] = useState<"policy" | "full" | "custom">("policy")
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [method, setMethod] = useState<(typeof METHODS)[number]>("cash")
  const [reference, setReference] = useState("")
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const m = booking.money
  const money = (n: number) => formatMoney(n, m.currency_code, locale)

  async function run<T>(path: string, body: unknown, ok: (result: T) => string) {
    setBusy(true)
    try {
      const result = await adminFetch<T>(path, locale, { method: "POST", body })
      setMessage({ kind: "ok", text: ok(result) })
      done()
    } catch (e) {
      setMessage({ kind: "error", text: (e as Error).message })
      return e
    } finally {
      setBusy(false)
    }
  }

  async function checkIn(confirmUnpaid = false) {
    const error = await run(
      "/admin/manifest/check-in",
      { reference: booking.reference, ...(confirmUnpaid ? { confirm_unpaid: true } : {}) },
      () => t("admin.desk.check_in_done"),
    )
    if (
      error instanceof AdminApiError &&
      error.code === "admin.manifest.booking_unpaid" &&
      !confirmUnpaid
    ) {
      const go = await prompt({
        title: t("admin.desk.do_check_in"),
        description: error.message,
        confirmText: t("admin.desk.do_check_in"),
        cancelText: t("admin.desk.back"),
      })
      if (go) await checkIn(true)
    }
  }

  return (
    <Container className="flex flex-col gap-4 p-6">
      <Heading level="h2">{t("admin.desk.actions")}</Heading>
      {message && (
        <Text
          size="small"
          role={message.kind === "ok" ? "status" : "alert"}
          className={message.kind === "ok" ? "" : "text-ui-fg-error"}
        >
          {message.text}
        </Text>
      )}
      <div className="flex flex-wrap gap-2">
        {booking.actions.resend_voucher && (
          <Button
            size="small"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run<{ voucher: { to: string }; notice?: { message: string } }>(
                `/admin/bookings/${booking.id}/resend-voucher`,
                {},
                // The mail server down: the API's notice (the resend is kept and retried).
                (r) => r.notice?.message ?? t("admin.desk.resend_done", { email: r.voucher.to }),
              )
            }
          >
            {t("admin.desk.resend")}
          </Button>
        )}
        {booking.actions.check_in && (
          <Button size="small" variant="secondary" disabled={busy} onClick={() => checkIn()}>
            {t("admin.desk.do_check_in")}
          </Button>
        )}
        {booking.actions.undo_check_in && (
          <Button
            size="small"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run("/admin/manifest/check-in/undo", { reference: booking.reference }, () =>
                t("admin.desk.undo_done"),
              )
            }
          >
            {t("admin.desk.undo_check_in")}
          </Button>
        )}
      </div>
      {booking.actions.mark_paid && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            run<{ payment: { paid: { amount: number } } }>(
              `/admin/bookings/${booking.id}/mark-paid`,
              { method, reference },
              (r) => t("admin.desk.mark_paid_done", { amount: money(r.payment.paid.amount) }),
            )
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor="desk-method">{t("admin.desk.method")}</Label>
            <select
              id="desk-method"
              className={selectClass}
              value={method}
              onChange={(e) => setMethod(e.target.value as (typeof METHODS)[number])}
            >
              {METHODS.map((x) => (
                <option key={x} value={x}>
                  {t(`admin.desk.method_${x}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="desk-pay-ref">{t("admin.desk.payment_reference")}</Label>
            <Input
              id="desk-pay-ref"
              value={reference}
              required
              maxLength={120}
              onChange={(e) => setReference(e.target.value)}
            />
          </div>
          <Button size="small" type="submit" disabled={busy || !reference.trim()}>
            {t("admin.desk.mark_paid")}
          </Button>
        </form>
      )}
      {booking.actions.cancel && (
        <form
          className="flex flex-col gap-2"
          aria-label={t("admin.desk.cancel")}
          onSubmit={(e) => {
            e.preventDefault()
            const body = {
              refund: mode,
              reason,
              ...(mode === "custom" ? { amount: Number(amount.replace(",", ".")) } : {}),
            }
            run<{ cancellation: { refund: { amount: number } } }>(
              `/admin/bookings/${booking.id}/cancel`,
              body,
              (r) => t("admin.desk.cancel_done", { amount: money(r.cancellation.refund.amount) }),
            )
          }}
        >
          <Text size="small" weight="plus">
            {t("admin.desk.cancel")}
          </Text>
          <fieldset className="flex flex-col gap-1">
            {(["policy", "full", "custom"] as const).map((x) => (
              <label key={x} className="txt-compact-small flex items-center gap-2">
                <input
                  type="radio"
                  name="desk-refund"
                  value={x}
                  checked={mode === x}
                  onChange={() => setMode(x)}
                />
                {x === "policy"
                  ? t("admin.desk.cancel_policy", { amount: money(m.policy_refund ?? 0) })
                  : x === "full"
                    ? t("admin.desk.cancel_full", { amount: money(m.booking_paid) })
                    : t("admin.desk.cancel_custom")}
              </label>
            ))}
          </fieldset>
          {mode === "custom" && (
            <div className="flex flex-col gap-1">
              <Label htmlFor="desk-amount">
                {t("admin.desk.amount", { currency: m.currency_code.toUpperCase() })}
              </Label>
              <Input
                id="desk-amount"
                inputMode="decimal"
                value={amount}
                required
                onChange={(e) => setAmount(e.target.value)}
              />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor="desk-reason">{t("admin.desk.reason")}</Label>
            <Textarea
              id="desk-reason"
              value={reason}
              required
              minLength={3}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div>
            <Button
              size="small"
              variant="danger"
              type="submit"
              disabled={busy || reason.trim().length < 3}
            >
              {t("admin.desk.cancel_confirm")}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}
