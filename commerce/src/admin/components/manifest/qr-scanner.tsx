import { Button, Text } from "@medusajs/ui"
import jsQR from "jsqr"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"

/** Whether this browser can ask for a camera at all (a desktop without one still can: it is refused later). */
const cameraApi = () => typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia

/**
 * Reads a voucher's QR code with the device's camera (the back one on a
 * phone) and hands its text to `onScan` once; typed entry stays beside it.
 * No camera API, no camera or a refused permission: a short note, and the
 * reference can still be typed. The stream stops when the scanner closes.
 */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [failed, setFailed] = useState(false)
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    if (!open) return
    let stream: MediaStream | null = null
    let frame = 0
    let live = true
    const canvas = document.createElement("canvas")
    const context = canvas.getContext("2d", { willReadFrequently: true })
    const tick = () => {
      const v = video.current
      if (!live || !v || !context) return
      if (v.readyState >= v.HAVE_CURRENT_DATA && v.videoWidth) {
        canvas.width = v.videoWidth
        canvas.height = v.videoHeight
        context.drawImage(v, 0, 0)
        const code = jsQR(
          context.getImageData(0, 0, canvas.width, canvas.height).data,
          canvas.width,
          canvas.height,
          {
            inversionAttempts: "dontInvert",
          },
        )
        if (code?.data) {
          setOpen(false)
          onScan(code.data)
          return
        }
      }
      frame = requestAnimationFrame(tick)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (s) => {
        stream = s
        if (!live || !video.current) return s.getTracks().forEach((track) => track.stop())
        video.current.srcObject = s
        await video.current.play().catch(() => undefined)
        frame = requestAnimationFrame(tick)
      })
      .catch(() => {
        if (!live) return
        setFailed(true)
        setOpen(false)
      })
    return () => {
      live = false
      cancelAnimationFrame(frame)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [open, onScan])

  if (!cameraApi()) {
    return (
      <Text size="small" className="text-ui-fg-subtle" data-testid="check-in-no-camera">
        {t("admin.manifest.no_camera")}
      </Text>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => {
            setFailed(false)
            setOpen((o) => !o)
          }}
        >
          {open ? t("admin.manifest.stop_camera") : t("admin.manifest.scan_camera")}
        </Button>
      </div>
      {open && (
        <div className="flex flex-col gap-1">
          <video
            ref={video}
            muted
            playsInline
            className="max-h-64 w-full max-w-sm rounded-md bg-ui-bg-subtle"
          />
          <Text size="small" className="text-ui-fg-subtle">
            {t("admin.manifest.camera_hint")}
          </Text>
        </div>
      )}
      {failed && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="check-in-no-camera">
          {t("admin.manifest.no_camera")}
        </Text>
      )}
    </div>
  )
}
