import { format } from "../../i18n/format"
import Button from "../ui/Button"

type Props = {
  id: string
  label: string
  hint?: string
  value: number
  min: number
  max: number
  messages: Record<string, string>
  onChange: (value: number) => void
}

/** A count with - and + buttons, bounded by `min` and `max`; the count is announced as it changes. */
export default function Stepper({ id, label, hint, value, min, max, messages, onChange }: Props) {
  return (
    <div className="flex items-center justify-between gap-3 py-2" data-testid={`stepper-${id}`}>
      <div>
        <p id={`${id}-label`} className="font-medium">
          {label}
        </p>
        {hint && <p className="text-xs text-stone-700">{hint}</p>}
      </div>
      <div className="flex items-center gap-2" role="group" aria-labelledby={`${id}-label`}>
        <Button
          variant="icon"
          prependIcon="minus"
          label={format(messages["picker.decrease"], { band: label })}
          disabled={value <= min}
          width={36}
          height={36}
          onClick={() => onChange(Math.max(min, value - 1))}
        />
        <output
          className="w-6 text-center font-semibold"
          aria-live="polite"
          data-testid={`count-${id}`}
        >
          {value}
        </output>
        <Button
          variant="icon"
          prependIcon="plus"
          label={format(messages["picker.increase"], { band: label })}
          disabled={value >= max}
          width={36}
          height={36}
          onClick={() => onChange(Math.min(max, value + 1))}
        />
      </div>
    </div>
  )
}
