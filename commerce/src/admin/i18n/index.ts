import enDesk from "./en/desk.json"
import enRebook from "./en/rebook.json"
import enFeedback from "./en/feedback.json"
import enFormat from "./en/format.json"
import enLifecycle from "./en/lifecycle.json"
import enManifest from "./en/manifest.json"
import enPaylater from "./en/paylater.json"
import enSiteChanges from "./en/site-changes.json"
import enSlots from "./en/slots.json"
import enTeam from "./en/team.json"
import esDesk from "./es/desk.json"
import esRebook from "./es/rebook.json"
import esFeedback from "./es/feedback.json"
import esFormat from "./es/format.json"
import esLifecycle from "./es/lifecycle.json"
import esManifest from "./es/manifest.json"
import esPaylater from "./es/paylater.json"
import esSiteChanges from "./es/site-changes.json"
import esSlots from "./es/slots.json"
import esTeam from "./es/team.json"

/**
 * Sendero's admin extensions' copy, merged by Medusa's admin into its own
 * i18next resources: widgets and routes call `useTranslation()` from
 * react-i18next and read `t("admin.slots.title")` in the language the admin
 * picked in their profile (Spanish or English; other languages fall back to
 * English). Each screen keeps its keys in its own file per language (the
 * file's content sits under `admin.<screen>`), so work on different screens
 * merges cleanly: add a file per language and one line to each list below.
 */
const es = [
  esSlots,
  esManifest,
  esPaylater,
  esFeedback,
  esLifecycle,
  esFormat,
  esDesk,
  esTeam,
  esRebook,
  esSiteChanges,
]
const en = [
  enSlots,
  enManifest,
  enPaylater,
  enFeedback,
  enLifecycle,
  enFormat,
  enDesk,
  enTeam,
  enRebook,
  enSiteChanges,
]

type Tree = { [key: string]: string | Tree }
const merge = (files: { admin: Tree }[]) => ({
  admin: Object.assign({}, ...files.map((f) => f.admin)) as Tree,
})

export default {
  es: { translation: merge(es) },
  en: { translation: merge(en) },
}
