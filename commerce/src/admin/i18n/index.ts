import { FEEDBACK_ADMIN } from "./feedback"

/**
 * Translations of our admin extensions, in Medusa admin's language (English
 * and Spanish). Each area keeps its words in its own file under a key of its
 * own; add an area by merging its object here.
 */
export default {
  en: { translation: { ...FEEDBACK_ADMIN.en } },
  es: { translation: { ...FEEDBACK_ADMIN.es } },
}
