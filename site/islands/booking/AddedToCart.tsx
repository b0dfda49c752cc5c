import { useEffect, useRef } from "react"
import Button from "../ui/Button"

type Props = {
  cartUrl: string
  messages: Record<string, string>
  onKeepBrowsing: () => void
}

/** Said once a booking is in the cart: go to the cart, or keep browsing (closes it). */
export default function AddedToCart({ cartUrl, messages, onKeepBrowsing }: Props) {
  // After an add (by mouse or keyboard) focus moves to the confirmation, not to the page's body.
  const confirmation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    confirmation.current?.focus()
  }, [])
  return (
    <div
      ref={confirmation}
      tabIndex={-1}
      role="group"
      aria-labelledby="added-heading"
      className="mt-3 rounded-md focus-visible:outline-2 focus-visible:outline-dune-700"
      data-testid="added"
    >
      <p id="added-heading" className="font-semibold text-green-800">
        {messages["picker.added"]}
      </p>
      {/* One under the other: side by side, 'Seguir explorando' overflowed the box. */}
      <div className="mt-2 grid gap-2">
        <Button
          className="w-full"
          variant="outlined"
          href={cartUrl}
          label={messages["picker.goToCart"]}
        />
        <Button
          className="w-full"
          variant="third"
          label={messages["picker.keepBrowsing"]}
          onClick={onKeepBrowsing}
        />
      </div>
    </div>
  )
}
