import type { ReactNode } from "react"

/** The one message a form shows after a refusal (announced to screen readers). */
export default function FormAlert({
  message,
  children,
}: {
  message: string | null
  children?: ReactNode
}) {
  if (!message) return null
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800" data-testid="form-error">
      <p className="font-semibold">{message}</p>
      {children}
    </div>
  )
}
