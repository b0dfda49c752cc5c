import { useState } from "react"
import type { ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"
import ReviewForm, { type ReviewMessages } from "./ReviewForm"

type Props = { locale: ClientLocale; messages: ReviewMessages }

/** The experience page's 'Write a review': opens the form, where the booking is proven by reference and e-mail. */
export default function WriteReview({ locale, messages }: Props) {
  const [open, setOpen] = useState(false)
  return open ? (
    <ReviewForm
      locale={locale}
      messages={messages}
      proof="reference"
      onCancel={() => setOpen(false)}
    />
  ) : (
    <Button variant="outlined" label={messages["reviews.write"]} onClick={() => setOpen(true)} />
  )
}
