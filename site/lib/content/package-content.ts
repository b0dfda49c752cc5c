import type {
  TourPackageCardsQueryResult,
  TourPackagePagesQueryResult,
  TourPackagePathsQueryResult,
} from "@sendero/cms/sanity.types"
import type { Locale } from "../../i18n"
import {
  tourPackageCardsQuery,
  tourPackagePagesQuery,
  tourPackagePathsQuery,
} from "@sendero/cms/queries/packages"
import { fetchContent } from "./source"

export type TourPackageCardContent = TourPackageCardsQueryResult[number]
export type TourPackagePageContent = TourPackagePagesQueryResult[number]

/** Cards of every tour package, in a locale (falling back to Spanish per field). */
export const getTourPackageCards = (locale: Locale) =>
  fetchContent<TourPackageCardsQueryResult>(tourPackageCardsQuery, { locale })

/** Every tour package page's content in a locale. */
export const getTourPackagePages = (locale: Locale) =>
  fetchContent<TourPackagePagesQueryResult>(tourPackagePagesQuery, { locale })

/** Both slugs of every tour package. */
export const getTourPackagePaths = () =>
  fetchContent<TourPackagePathsQueryResult>(tourPackagePathsQuery, {})
