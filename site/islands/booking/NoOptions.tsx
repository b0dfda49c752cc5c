import { format } from "../../i18n/format"
import { formatDay, type ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"

type Props = {
  locale: ClientLocale
  /** The first open date after the one picked, of the months shown so far; null when none is known. */
  nextOpen: string | null
  messages: Record<
    "picker.noOptions" | "picker.noOptionsText" | "picker.nextDate" | "picker.otherDate",
    string
  >
  onNext: (date: string) => void
  /** No open date known: back to the calendar. */
  onOtherDate: () => void
}

/** A picked date with no option: says so, with a way to another date (the next open one, else the calendar). */
export default function NoOptions({ locale, nextOpen, messages, onNext, onOtherDate }: Props) {
  return (
    <div className="rounded-lg bg-sand-100 p-3" data-testid="no-options">
      <p className="font-semibold">{messages["picker.noOptions"]}</p>
      <p className="text-sm">{messages["picker.noOptionsText"]}</p>
      <Button
        className="mt-2"
        variant="outlined"
        label={
          nextOpen
            ? format(messages["picker.nextDate"], { date: formatDay(locale, nextOpen) })
            : messages["picker.otherDate"]
        }
        onClick={() => (nextOpen ? onNext(nextOpen) : onOtherDate())}
        data-testid="other-date"
      />
    </div>
  )
}
