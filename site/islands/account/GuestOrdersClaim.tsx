import { useState } from "react"
import { requestGuestClaim } from "../../lib/client/account-actions"
import { toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import type { GUEST_CLAIM_MESSAGE_KEYS } from "./account-messages"

type Props = {
  locale: ClientLocale
  messages: Record<(typeof GUEST_CLAIM_MESSAGE_KEYS)[number], string>
}

/**
 * 'Booked without an account?': sends a link to the account's e-mail; opening
 * it proves the mailbox is the traveller's and adds those orders here.
 */
export default function GuestOrdersClaim({ locale, messages }: Props) {
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle")
  const [error, setError] = useState<string | null>(null)
  if (state === "sent") {
    return (
      <p
        role="status"
        className="rounded-lg bg-sand-100 p-3 text-sm"
        data-testid="guest-claim-sent"
      >
        {messages["account.claim.sent"]}
      </p>
    )
  }
  return (
    <div className="space-y-2 rounded-xl border border-sand-100 bg-white p-4 text-sm">
      <p>{messages["account.claim.text"]}</p>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <Button
        variant="outlined"
        loading={state === "busy"}
        label={messages["account.claim.request"]}
        data-testid="guest-claim-request"
        onClick={() => {
          setState("busy")
          setError(null)
          requestGuestClaim(locale)
            .then(() => setState("sent"))
            .catch((failure) => {
              setError(toUiError(failure, messages["error.generic"]).message)
              setState("idle")
            })
        }}
      />
    </div>
  )
}
