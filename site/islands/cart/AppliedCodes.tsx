import Button from "../ui/Button"
import type { CART_MESSAGE_KEYS } from "./cart-messages"

type Props = {
  /** The promo codes applied to the cart. */
  codes: string[]
  messages: Record<(typeof CART_MESSAGE_KEYS)[number], string>
  onRemove: (code: string) => void
}

/** The cart's applied promo codes, each with a button that takes it off. */
export default function AppliedCodes({ codes, messages, onRemove }: Props) {
  if (!codes.length) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {codes.map((code) => (
        <li
          key={code}
          className="flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm font-semibold"
          data-testid="promo-applied"
        >
          {code}
          <Button
            variant="icon"
            prependIcon="close"
            width={28}
            height={28}
            label={messages["cart.promoRemove"].replace("{code}", code)}
            onClick={() => onRemove(code)}
          />
        </li>
      ))}
    </ul>
  )
}
