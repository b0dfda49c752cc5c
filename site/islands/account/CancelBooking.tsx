import { useState } from "react"
import { format } from "../../i18n/format"
import {
  cancelBooking,
  cancellationQuote,
  type CancelTarget,
  type CancellationQuote,
} from "../../lib/client/account-actions"
import { toUiError } from "../../lib/client/errors"
import { formatMajor, type ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import type { CANCEL_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  target: CancelTarget
  messages: Record<(typeof CANCEL_MESSAGE_KEYS)[number], string>
  /** Called once the booking is cancelled (the order page reloads its state). */
  onCancelled?: () => void
}

type Step =
  | { name: "idle" }
  | { name: "asking" }
  | { name: "quoted"; quote: CancellationQuote }
  | { name: "cancelling"; quote: CancellationQuote }
  | { name: "done"; message: string }
  | { name: "refused"; message: string }

/**
 * The cancel action of a booking: it first asks what cancelling now means and
 * states it (the full refund, the refund minus the penalty, nothing to refund
 * for pay later, or why cancelling is refused), and cancels only once the
 * traveller confirms.
 */
export default function CancelBooking({ locale, target, messages, onCancelled }: Props) {
  const [step, setStep] = useState<Step>({ name: "idle" })
  const money = (amount: number, currency: string) => formatMajor(locale, amount, currency)

  async function ask() {
    setStep({ name: "asking" })
    try {
      const quote = await cancellationQuote(locale, target)
      setStep(
        quote.allowed
          ? { name: "quoted", quote }
          : { name: "refused", message: quote.message ?? messages["error.generic"] },
      )
    } catch (error) {
      setStep({ name: "refused", message: toUiError(error, messages["error.generic"]).message })
    }
  }

  async function confirm(quote: CancellationQuote) {
    setStep({ name: "cancelling", quote })
    try {
      const result = await cancelBooking(locale, target)
      const refund = result.refund
      setStep({
        name: "done",
        message:
          refund && refund.amount > 0
            ? format(messages["account.cancelDoneRefund"], {
                amount: money(refund.amount, refund.currency_code),
              })
            : messages["account.cancelDone"],
      })
      onCancelled?.()
    } catch (error) {
      setStep({ name: "refused", message: toUiError(error, messages["error.generic"]).message })
    }
  }

  if (step.name === "done") {
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-3 text-green-900"
        data-testid="cancel-done"
      >
        {step.message}
      </p>
    )
  }
  if (step.name === "refused") {
    return (
      <p
        role="alert"
        className="rounded-lg bg-red-50 p-3 text-red-800"
        data-testid="cancel-refused"
      >
        {step.message}
      </p>
    )
  }
  if (step.name === "quoted" || step.name === "cancelling") {
    const { quote } = step
    const amount = money(quote.refund.amount, quote.refund.currency_code)
    const statement =
      quote.refund.amount <= 0
        ? messages["account.cancelNothingPaid"]
        : quote.penalty_percent
          ? format(messages["account.cancelPenalty"], { amount, percent: quote.penalty_percent })
          : format(messages["account.cancelRefund"], { amount })
    return (
      <div className="space-y-3 rounded-lg border border-stone-300 p-3" data-testid="cancel-quote">
        <p>{statement}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            label={
              step.name === "cancelling"
                ? messages["account.working"]
                : messages["account.cancelConfirm"]
            }
            loading={step.name === "cancelling"}
            onClick={() => void confirm(quote)}
            data-testid="cancel-confirm"
          />
          <Button
            variant="outlined"
            label={messages["account.cancelKeep"]}
            onClick={() => setStep({ name: "idle" })}
          />
        </div>
      </div>
    )
  }
  return (
    <Button
      variant="outlined"
      label={step.name === "asking" ? messages["account.working"] : messages["account.cancel"]}
      loading={step.name === "asking"}
      onClick={() => void ask()}
      data-testid="cancel-booking"
    />
  )
}
