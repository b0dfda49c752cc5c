import { useStore } from "@nanostores/react"
import { $toasts, dismissToast, type ToastTone } from "../../stores/toasts"
import Button from "./Button"

type Props = {
  /** Accessible name of the region ("Notificaciones"). */
  label: string
  /** Accessible name of each toast's close button. */
  closeLabel: string
}

const TONES: Record<ToastTone, string> = {
  info: "bg-night-900 text-white",
  success: "bg-emerald-800 text-white",
  error: "bg-red-800 text-white",
}

/**
 * Shows the toasts of stores/toasts.ts. The live region is on the page from
 * hydration on, so screen readers announce each toast as it is added.
 */
export default function Toaster({ label, closeLabel }: Props) {
  const toasts = useStore($toasts)
  return (
    <section
      aria-label={label}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-testid="toast"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 shadow-lg ${TONES[toast.tone]}`}
        >
          <p className="text-sm">{toast.message}</p>
          {/* White on the toast's dark colours, where the icon button's own hover would not show. */}
          <Button
            variant="icon"
            prependIcon="close"
            label={closeLabel}
            iconColor="#fff"
            width={32}
            height={32}
            onClick={() => dismissToast(toast.id)}
            className="hover:bg-white/20! focus-visible:outline-white!"
          />
        </div>
      ))}
    </section>
  )
}
