import { useState } from "react"
import { pushToast } from "../../stores/toasts"
import Button from "./Button"

type Props = {
  copy: {
    heading: string
    action: string
    loadingToggle: string
    clicks: string
    toastButton: string
    toastMessage: string
  }
}

/** The playground's island: the Button island's loading state and a toast, live. */
export default function PlaygroundDemo({ copy }: Props) {
  const [loading, setLoading] = useState(false)
  const [clicks, setClicks] = useState(0)
  return (
    <section
      aria-labelledby="playground-island"
      className="rounded-xl border border-sand-100 bg-white p-6"
      data-testid="island-demo"
    >
      <h3 id="playground-island" className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button
          label={copy.action}
          prependIcon="cart"
          loading={loading}
          onClick={() => setClicks((n) => n + 1)}
          data-testid="island-action"
        />
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            className="size-4 accent-dune-700"
          />
          {copy.loadingToggle}
        </label>
        <output className="text-sm" data-testid="island-clicks">
          {copy.clicks.replace("{count}", String(clicks))}
        </output>
      </div>
      <div className="mt-4">
        <Button
          variant="outlined"
          label={copy.toastButton}
          appendIcon="check"
          onClick={() => pushToast(copy.toastMessage, "success")}
          data-testid="toast-trigger"
        />
      </div>
    </section>
  )
}
