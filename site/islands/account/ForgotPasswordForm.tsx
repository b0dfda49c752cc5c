import { useState, type FormEvent } from "react"
import { formProblem, requestPasswordReset } from "../../lib/client/account-actions"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import Field from "./Field"
import FormAlert from "./FormAlert"
import type { FORGOT_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  messages: Record<(typeof FORGOT_MESSAGE_KEYS)[number], string>
}

/** Enter the e-mail, read 'link sent': the same answer whether or not it has an account. */
export default function ForgotPasswordForm({ locale, messages }: Props) {
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = formProblem({ required: [email], email })
    if (problem) return setError(messages[`auth.${problem}`])
    setBusy(true)
    setError(null)
    try {
      await requestPasswordReset(locale, email)
      setSent(true)
    } catch (failure) {
      setError(toUiError(failure, messages["error.generic"]).message)
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-sand-100 p-4" data-testid="forgot-sent">
        {messages["auth.forgot.sent"]}
      </p>
    )
  }
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      data-testid="forgot-form"
    >
      <FormAlert message={error} />
      <Field
        id="forgot-email"
        type="email"
        autoComplete="email"
        label={messages["auth.email"]}
        value={email}
        onChange={setEmail}
      />
      <Button
        type="submit"
        className="w-full"
        loading={busy}
        label={busy ? messages["auth.working"] : messages["auth.forgot.submit"]}
      />
    </form>
  )
}
