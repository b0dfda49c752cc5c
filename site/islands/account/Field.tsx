type Props = {
  id: string
  label: string
  type?: string
  autoComplete: string
  value: string
  onChange: (value: string) => void
  hint?: string
  invalid?: boolean
}

/** One labelled input of an account form. */
export default function Field({
  id,
  label,
  type = "text",
  autoComplete,
  value,
  onChange,
  hint,
  invalid,
}: Props) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`rounded-md border px-3 py-2 text-base ${invalid ? "border-red-700" : "border-stone-300"}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-stone-700">
          {hint}
        </p>
      )}
    </div>
  )
}
