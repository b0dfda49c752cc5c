import { useState, type FormEvent } from "react"
import { formProblem, signUp, type SignUp } from "../../lib/client/account-actions"
import { safeNext } from "../../lib/client/account-links"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import Field from "./Field"
import FormAlert from "./FormAlert"
import type { SIGNUP_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  loginUrl: string
  forgotUrl: string
  doneUrl: string
  messages: Record<(typeof SIGNUP_MESSAGE_KEYS)[number], string>
}

const EMPTY: SignUp = { firstName: "", lastName: "", email: "", password: "", confirmation: "" }

/**
 * Name, e-mail, password twice, with the spec's messages in its order; an
 * e-mail already registered is offered the login and the reset.
 */
export default function SignUpForm({ locale, loginUrl, forgotUrl, doneUrl, messages }: Props) {
  const [form, setForm] = useState<SignUp>(EMPTY)
  const [error, setError] = useState<{ message: string; code: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (field: keyof SignUp) => (value: string) => setForm({ ...form, [field]: value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = formProblem({
      required: Object.values(form),
      email: form.email,
      password: form.password,
      confirmation: form.confirmation,
    })
    if (problem) return setError({ message: messages[`auth.${problem}`], code: problem })
    setBusy(true)
    setError(null)
    try {
      await signUp(locale, form)
      location.assign(safeNext(new URLSearchParams(location.search).get("next"), doneUrl))
    } catch (failure) {
      const ui = toUiError(failure, messages["error.generic"])
      setError({ message: ui.message, code: ui.code })
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      data-testid="signup-form"
    >
      <FormAlert message={error?.message ?? null}>
        {error?.code === "email_taken" && (
          <p className="mt-1 flex gap-4 text-sm">
            <a href={loginUrl} className="underline">
              {messages["auth.signup.login"]}
            </a>
            <a href={forgotUrl} className="underline">
              {messages["auth.signup.reset"]}
            </a>
          </p>
        )}
      </FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="signup-first-name"
          autoComplete="given-name"
          label={messages["auth.firstName"]}
          value={form.firstName}
          onChange={set("firstName")}
        />
        <Field
          id="signup-last-name"
          autoComplete="family-name"
          label={messages["auth.lastName"]}
          value={form.lastName}
          onChange={set("lastName")}
        />
      </div>
      <Field
        id="signup-email"
        type="email"
        autoComplete="email"
        label={messages["auth.email"]}
        value={form.email}
        onChange={set("email")}
      />
      <Field
        id="signup-password"
        type="password"
        autoComplete="new-password"
        label={messages["auth.password"]}
        hint={messages["auth.passwordHint"]}
        value={form.password}
        onChange={set("password")}
      />
      <Field
        id="signup-confirmation"
        type="password"
        autoComplete="new-password"
        label={messages["auth.confirmPassword"]}
        value={form.confirmation}
        onChange={set("confirmation")}
      />
      <Button
        type="submit"
        className="w-full"
        loading={busy}
        label={busy ? messages["auth.working"] : messages["auth.signup.submit"]}
      />
    </form>
  )
}
