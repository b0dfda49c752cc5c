import { atom, type WritableAtom } from "nanostores"

/**
 * An atom kept in localStorage under `key`, so a full page load (and every
 * other tab, and a page shown again from the back-forward cache) finds it.
 * `read` checks what storage holds: anything it refuses is the initial value. On the server (islands render there too) it is a
 * plain atom with the initial value.
 */
export function persistentAtom<T>(
  key: string,
  initial: T,
  read: (raw: string) => T | undefined,
  write: (value: T) => string | null = (value) => (value === null ? null : JSON.stringify(value)),
): WritableAtom<T> {
  const store = atom<T>(initial)
  if (typeof window === "undefined") return store
  const load = (raw: string | null) => (raw === null ? initial : (read(raw) ?? initial))
  try {
    store.set(load(localStorage.getItem(key)))
  } catch {
    // Storage refused (private mode, disabled): the atom lives for this page only.
  }
  store.listen((value) => {
    try {
      const raw = write(value)
      if (raw === null) localStorage.removeItem(key)
      else localStorage.setItem(key, raw)
    } catch {
      // Storage full or refused: the page still works with the value in memory.
    }
  })
  addEventListener("storage", (event) => {
    if (event.key === key) store.set(load(event.newValue))
  })
  // A page restored from the back-forward cache heard no storage event while it was away.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return
    try {
      store.set(load(localStorage.getItem(key)))
    } catch {
      // Storage refused: the value in memory stands.
    }
  })
  return store
}

/** Reads JSON, or undefined when storage holds something else. */
export function readJson<T>(raw: string, check: (value: unknown) => value is T): T | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    return check(value) ? value : undefined
  } catch {
    return undefined
  }
}
