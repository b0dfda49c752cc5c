import { useEffect, useState, type FormEvent } from "react"
import { formProblem, resetPassword, resetTokenEmail } from "../../lib/client/account-actions"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import Field from "./Field"
import FormAlert from "./FormAlert"
import type { RESET_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  forgotUrl: string
  doneUrl: string
  messages: Record<(typeof RESET_MESSAGE_KEYS)[number], string>
}

/**
 * The new password, twice, with the sign-up's rules; the e-mailed link's
 * token goes with it. A used, expired or broken link says so and offers a
 * new one. Once saved the traveller is logged in.
 */
export default function ResetPasswordForm({ locale, forgotUrl, doneUrl, messages }: Props) {
  const [token, setToken] = useState<string | null>(null)
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const [error, setError] = useState<{ message: string; code: string } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const value = new URLSearchParams(location.search).get("token")
    setToken(value)
    if (!value || !resetTokenEmail(value))
      setError({ message: messages["auth.reset.invalid"], code: "reset_token_invalid" })
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = formProblem({ required: [password, confirmation], password, confirmation })
    if (problem) return setError({ message: messages[`auth.${problem}`], code: problem })
    if (!token) return
    setBusy(true)
    setError(null)
    try {
      await resetPassword(locale, token, password, confirmation)
      location.assign(doneUrl)
    } catch (failure) {
      const ui = toUiError(failure, messages["error.generic"])
      setError({
        message: ui.code === "reset_token_invalid" ? messages["auth.reset.invalid"] : ui.message,
        code: ui.code,
      })
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      data-testid="reset-form"
    >
      <FormAlert message={error?.message ?? null}>
        {error?.code === "reset_token_invalid" && (
          <a
            href={forgotUrl}
            className="mt-1 inline-block text-sm underline"
            data-testid="reset-ask-again"
          >
            {messages["auth.reset.askAgain"]}
          </a>
        )}
      </FormAlert>
      <Field
        id="reset-password"
        type="password"
        autoComplete="new-password"
        label={messages["auth.password"]}
        hint={messages["auth.passwordHint"]}
        value={password}
        onChange={setPassword}
      />
      <Field
        id="reset-confirmation"
        type="password"
        autoComplete="new-password"
        label={messages["auth.confirmPassword"]}
        value={confirmation}
        onChange={setConfirmation}
      />
      <Button
        type="submit"
        className="w-full"
        loading={busy}
        disabled={!token}
        label={busy ? messages["auth.working"] : messages["auth.reset.submit"]}
      />
    </form>
  )
}
