import { atom } from "nanostores"

/** Spec §9: a toast closes by itself after 1000 ms. */
export const TOAST_DURATION_MS = 1000

export type ToastTone = "info" | "success" | "error"
export type Toast = { id: number; message: string; tone: ToastTone }

/** Toasts on screen, oldest first; the Toaster island renders them. */
export const $toasts = atom<Toast[]>([])

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/** Shows a toast and schedules its closing; returns its id. */
export function pushToast(message: string, tone: ToastTone = "info"): number {
  const id = nextId++
  $toasts.set([...$toasts.get(), { id, message, tone }])
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  )
  return id
}

/** Closes a toast now (its close button, or its timer). */
export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  $toasts.set($toasts.get().filter((toast) => toast.id !== id))
}
