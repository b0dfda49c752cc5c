import { blogPost } from "./documents/blogPost"
import { category } from "./documents/category"
import { city } from "./documents/city"
import { combo } from "./documents/combo"
import { experience } from "./documents/experience"
import { faq } from "./documents/faq"
import { page } from "./documents/page"
import { redirect } from "./documents/redirect"
import { tourPackage } from "./documents/tourPackage"
import { accessibleImage } from "./objects/accessibleImage"
import { cruiseFacts } from "./objects/cruiseFacts"
import { feature } from "./objects/feature"
import { itineraryStep } from "./objects/itineraryStep"
import { localeBlockContent } from "./objects/localeBlockContent"
import { localeString } from "./objects/localeString"
import { localeStringList } from "./objects/localeStringList"
import { localeText } from "./objects/localeText"
import { location } from "./objects/location"
import { menuItem } from "./objects/menuItem"
import { packageDay } from "./objects/packageDay"
import { packageInclusions } from "./objects/packageInclusions"
import { routeStop } from "./objects/routeStop"
import { seo } from "./objects/seo"
import { home } from "./singletons/home"
import { siteSettings } from "./singletons/siteSettings"

/** Singleton document types: one document each, its `_id` equal to the type name. */
export const SINGLETON_TYPES = new Set(["siteSettings", "home"])

export const schemaTypes = [
  localeString,
  localeText,
  localeStringList,
  localeBlockContent,
  accessibleImage,
  seo,
  itineraryStep,
  location,
  cruiseFacts,
  packageDay,
  packageInclusions,
  routeStop,
  menuItem,
  feature,
  city,
  category,
  experience,
  tourPackage,
  combo,
  blogPost,
  faq,
  page,
  redirect,
  siteSettings,
  home,
]
