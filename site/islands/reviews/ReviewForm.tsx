import { useId, useRef, useState, type FormEvent } from "react"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import { REVIEW_LIMITS, submitReview, type ReviewProof } from "../../lib/client/review-actions"
import Button from "../ui/Button"
import type { REVIEW_MESSAGE_KEYS } from "./review-messages"

export type ReviewMessages = Record<(typeof REVIEW_MESSAGE_KEYS)[number], string>

type Props = {
  locale: ClientLocale
  messages: ReviewMessages
  /** "reference": ask for the booking reference and e-mail; else the proof the page already has. */
  proof: "reference" | Exclude<ReviewProof, { reference: string }>
  onCancel?: () => void
}

type Field = "reference" | "email" | "rating" | "title" | "body" | "author_name"

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""))

/**
 * Writing a review: stars (a radio group, so arrows and Tab work as
 * everywhere), title, text and name with their limits stated and counted,
 * and, from the experience page, the booking's reference and e-mail. The
 * API's refusals are shown at the field they name, or above the button.
 * Reused by the account page with `proof={{ bookingId }}`.
 */
export default function ReviewForm({ locale, messages: m, proof, onCancel }: Props) {
  const id = useId()
  const [values, setValues] = useState({
    reference: "",
    email: "",
    title: "",
    body: "",
    author_name: "",
  })
  const [rating, setRating] = useState(0)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null)
  const [done, setDone] = useState<"pending" | "published" | "hidden" | null>(null)
  const form = useRef<HTMLFormElement>(null)

  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }))

  async function send(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    setProblem(null)
    try {
      const draft = {
        rating,
        title: values.title,
        body: values.body,
        author_name: values.author_name,
      }
      const given: ReviewProof =
        proof === "reference"
          ? { reference: values.reference.trim().toUpperCase(), email: values.email }
          : proof
      setDone(await submitReview(given, draft, locale))
    } catch (error) {
      const ui = toUiError(error, m["error.generic"])
      const field = (String(ui.params.field ?? "") || null) as Field | null
      setProblem({ field, message: ui.message })
      const target = field && form.current?.querySelector<HTMLElement>(`[name="${field}"]`)
      ;(target || form.current?.querySelector<HTMLElement>("[data-review-problem]"))?.focus()
    } finally {
      setSending(false)
    }
  }

  if (done) {
    return (
      <p role="status" className="rounded-lg bg-sand-50 p-4" data-testid="review-thanks">
        {done === "published" ? m["review.thanksPublished"] : m["review.thanksPending"]}
      </p>
    )
  }

  const fieldProblem = (field: Field) =>
    problem?.field === field ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-800">
        {problem.message}
      </p>
    ) : null
  const described = (field: Field, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : "", problem?.field === field ? `${id}-${field}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined
  const input = "mt-1 w-full rounded-lg border border-stone-400 px-3 py-2"
  const text = (
    field: "reference" | "email" | "title" | "author_name",
    label: string,
    opts: { type?: string; max?: number; hint?: string; auto?: string },
  ) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={opts.type ?? "text"}
        maxLength={opts.max}
        autoComplete={opts.auto}
        value={values[field]}
        onChange={set(field)}
        aria-invalid={problem?.field === field || undefined}
        aria-describedby={described(field, !!opts.hint)}
        className={input}
      />
      {opts.hint && (
        <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-stone-700">
          {opts.hint}
        </p>
      )}
      {fieldProblem(field)}
    </div>
  )

  return (
    <form
      ref={form}
      onSubmit={send}
      noValidate
      className="mt-4 space-y-4 rounded-xl border border-sand-100 p-4"
      aria-labelledby={`${id}-heading`}
      data-testid="review-form"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {m["review.heading"]}
      </h3>
      {proof === "reference" && (
        <>
          <p className="text-sm text-stone-700">{m["review.proofHint"]}</p>
          {text("reference", m["review.reference"], { max: 12 })}
          {text("email", m["review.email"], { type: "email", max: 254, auto: "email" })}
        </>
      )}
      <fieldset aria-describedby={described("rating")}>
        <legend className="text-sm font-semibold">{m["review.rating"]}</legend>
        <div className="mt-1 flex gap-1" data-testid="review-stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer text-3xl leading-none has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-700"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={n <= rating ? "text-amber-600" : "text-stone-300"}
              >
                ★
              </span>
              <span className="sr-only">
                {n === 1 ? m["review.starsOne"] : fill(m["review.stars"], { stars: n })}
              </span>
            </label>
          ))}
        </div>
        {fieldProblem("rating")}
      </fieldset>
      {text("title", m["review.title"], {
        max: REVIEW_LIMITS.title,
        hint: fill(m["review.titleHint"], { max: REVIEW_LIMITS.title }),
      })}
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-semibold">
          {m["review.body"]}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          maxLength={REVIEW_LIMITS.body}
          value={values.body}
          onChange={set("body")}
          aria-invalid={problem?.field === "body" || undefined}
          aria-describedby={described("body", true)}
          className={input}
        />
        <p id={`${id}-body-hint`} className="mt-1 flex justify-between text-sm text-stone-700">
          <span>
            {fill(m["review.bodyHint"], { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.body })}
          </span>
          <span aria-live="polite">
            {fill(m["review.count"], { count: values.body.trim().length, max: REVIEW_LIMITS.body })}
          </span>
        </p>
        {fieldProblem("body")}
      </div>
      {text("author_name", m["review.name"], {
        max: REVIEW_LIMITS.name,
        hint: m["review.nameHint"],
        auto: "given-name",
      })}
      {problem && !problem.field && (
        <p role="alert" tabIndex={-1} className="text-sm text-red-800" data-review-problem>
          {problem.message}
        </p>
      )}
      {problem?.field && (
        <p role="alert" className="sr-only">
          {problem.message}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" label={m["review.submit"]} loading={sending} />
        {onCancel && <Button variant="outlined" label={m["review.cancel"]} onClick={onCancel} />}
      </div>
    </form>
  )
}
