import { useState, type FormEvent } from "react"
import { formProblem, logIn } from "../../lib/client/account-actions"
import { safeNext } from "../../lib/client/account-links"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import type { SessionCustomer } from "../../stores/session"
import Button from "../ui/Button"
import Field from "./Field"
import FormAlert from "./FormAlert"
import type { LOGIN_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  forgotUrl: string
  /** Where to go after logging in when the URL names no `next` page. */
  doneUrl: string
  messages: Record<(typeof LOGIN_MESSAGE_KEYS)[number], string>
  /** Instead of leaving the page: what to do once logged in (the checkout stays). */
  onLoggedIn?: (customer: SessionCustomer | null) => void | Promise<void>
}

/**
 * E-mail and password. A wrong password and an unknown e-mail get the same
 * answer (the spec's copy, with the forgot-password link next to it).
 */
export default function LoginForm({ locale, forgotUrl, doneUrl, messages, onLoggedIn }: Props) {
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<{ message: string; code: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = formProblem({ required: [email, password], email })
    if (problem) return setError({ message: messages[`auth.${problem}`], code: problem })
    setBusy(true)
    setError(null)
    try {
      const customer = await logIn(locale, email, password)
      if (onLoggedIn) {
        await onLoggedIn(customer)
        setBusy(false)
      } else {
        location.assign(safeNext(new URLSearchParams(location.search).get("next"), doneUrl))
      }
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
      data-testid="login-form"
    >
      <FormAlert message={error?.message ?? null}>
        {error?.code === "wrong_credentials" && (
          <a
            href={forgotUrl}
            className="mt-1 inline-block text-sm underline"
            data-testid="login-forgot-hint"
          >
            {messages["auth.login.forgot"]}
          </a>
        )}
      </FormAlert>
      <Field
        id="login-email"
        type="email"
        autoComplete="email"
        label={messages["auth.email"]}
        value={email}
        onChange={setEmail}
      />
      <Field
        id="login-password"
        type="password"
        autoComplete="current-password"
        label={messages["auth.currentPassword"]}
        value={password}
        onChange={setPassword}
      />
      <Button
        type="submit"
        className="w-full"
        loading={busy}
        label={busy ? messages["auth.working"] : messages["auth.login.submit"]}
      />
      <p className="text-sm">
        <a href={forgotUrl} className="underline">
          {messages["auth.login.forgot"]}
        </a>
      </p>
    </form>
  )
}
