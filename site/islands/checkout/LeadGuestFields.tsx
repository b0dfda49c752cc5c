import type { dialCodeOptions } from "../../lib/client/dial-codes"
import type { FieldProblem, LeadGuest, LeadGuestField } from "../../lib/client/lead-guest"
import type { CHECKOUT_MESSAGE_KEYS } from "./checkout-messages"

const FIELDS: { name: LeadGuestField; type: string; autoComplete: string; label: string }[] = [
  { name: "firstName", type: "text", autoComplete: "given-name", label: "checkout.firstName" },
  { name: "lastName", type: "text", autoComplete: "family-name", label: "checkout.lastName" },
  { name: "email", type: "email", autoComplete: "email", label: "checkout.email" },
  {
    name: "countryCode",
    type: "text",
    autoComplete: "tel-country-code",
    label: "checkout.countryCode",
  },
  { name: "phoneNumber", type: "tel", autoComplete: "tel-national", label: "checkout.phone" },
]

type Props = {
  guest: LeadGuest
  problems: Partial<Record<LeadGuestField, FieldProblem>>
  /** The country dialling codes, named by the browser (empty until hydrated). */
  dialCodes: ReturnType<typeof dialCodeOptions>
  disabled: boolean
  legendClass: string
  messages: Record<(typeof CHECKOUT_MESSAGE_KEYS)[number], string>
  onChange: (field: LeadGuestField, value: string) => void
  /** A field left: the form checks it. */
  onBlur: (field: LeadGuestField, value: string) => void
}

/** The lead guest's details, each field with its problem (required, format) under it. */
export default function LeadGuestFields({
  guest,
  problems,
  dialCodes,
  disabled,
  legendClass,
  messages,
  onChange,
  onBlur,
}: Props) {
  const message = (field: LeadGuestField) =>
    problems[field] === "required"
      ? messages["checkout.required"]
      : problems[field] === "format"
        ? messages["checkout.format"]
        : null
  return (
    <fieldset className="rounded-xl border border-sand-100 bg-white p-6" disabled={disabled}>
      <legend className={legendClass}>{messages["checkout.leadGuest"]}</legend>
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const error = message(f.name)
          return (
            <div key={f.name} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`guest-${f.name}`} className="font-medium">
                {messages[f.label as keyof typeof messages]}
              </label>
              <input
                id={`guest-${f.name}`}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                list={f.name === "countryCode" ? "dial-codes" : undefined}
                placeholder={
                  f.name === "countryCode" ? messages["checkout.countrySearch"] : undefined
                }
                value={guest[f.name]}
                required
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `guest-${f.name}-error` : undefined}
                onChange={(e) => onChange(f.name, e.target.value)}
                onBlur={(e) => onBlur(f.name, e.target.value)}
                className={`rounded-md border px-3 py-2 text-base ${error ? "border-red-700" : "border-stone-300"}`}
              />
              {error && (
                <p
                  id={`guest-${f.name}-error`}
                  className="text-red-700"
                  data-testid={`error-${f.name}`}
                >
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <datalist id="dial-codes">
          {dialCodes.map((d) => (
            <option key={d.region} value={d.code}>
              {`${d.name} (${d.code})`}
            </option>
          ))}
        </datalist>
      </div>
    </fieldset>
  )
}
