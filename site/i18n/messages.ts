import { t, type Locale, type MessageKey } from "."

/** Messages an island shows, picked on the server: `{name}` placeholders are kept for `format`. */
export type Messages<K extends MessageKey> = Record<K, string>

/**
 * The messages of `keys` in a locale, passed to an island as a prop so the
 * browser never downloads both whole catalogues (they grow with every page).
 */
export function pickMessages<K extends MessageKey>(
  locale: Locale,
  keys: readonly K[],
): Messages<K> {
  return Object.fromEntries(keys.map((key) => [key, t(locale, key)])) as Messages<K>
}
