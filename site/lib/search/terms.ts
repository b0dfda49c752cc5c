import type { Locale } from "../../i18n"

/**
 * Words too common to say anything about a search ("tours en el desierto"):
 * dropped from the index and the query, so that every remaining word must match.
 */
const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  es: new Set(
    "a al como con de del e el en es la las lo los mi o para por que se su sus tu un una uno unos unas y".split(
      " ",
    ),
  ),
  en: new Set("a an and as at by for from in into is it its of on or the to with your".split(" ")),
}

/** Lower case without accents or other combining marks: "Dubái" → "dubai", "Cañón" → "canon". */
export function foldTerm(term: string) {
  return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
}

/**
 * MiniSearch's `processTerm` for a locale: folds case and accents and drops stop
 * words (null), the same way for the indexed text and for the query.
 */
export function termProcessor(locale: Locale) {
  const stop = STOP_WORDS[locale]
  return (term: string) => {
    const folded = foldTerm(term)
    return folded && !stop.has(folded) ? folded : null
  }
}
