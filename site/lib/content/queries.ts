import { defineQuery } from "groq"

/**
 * Every GROQ query the site sends, in one place. The same strings run on the
 * local dataset (groq-js) and on the Content Lake (@sanity/client); always pass
 * every parameter, because groq-js reads a missing one as null. Localised
 * fields fall back to Spanish and say so in `*Lang`, so a page can mark text
 * that is not in the page's language with `lang`. The fallback is written
 * with `select($locale == "en" => …)` rather than `field[$locale]` because
 * TypeGen reads the latter as an array filter and types it as an array. Images resolve to the asset
 * URL on the Content Lake and to the export placeholder
 * (`image@file://./images/…`) on the local dataset.
 */

const cardBaseFields = /* groq */ `
  "slug": slug.current,
  "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
  "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
  "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
  "categories": categories[]->{ "slug": slug.current, "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current), "name": select($locale == "en" => coalesce(name.en, name.es), name.es), iconTheme },
  "image": gallery[0]{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  durationMinutes,
  timeOfDay,
  pickupIncluded,
  "cruiseBoat": select($locale == "en" => coalesce(cruise.boat.en, cruise.boat.es), cruise.boat.es)
`

/**
 * What a listing card shows; `slug` is the Medusa product handle that prices
 * it, `pathSlug` the page's path segment in the locale (English slugs for /en).
 */
const cardFields = /* groq */ `
  ${cardBaseFields},
  "city": city->{ "slug": slug.current, "name": select($locale == "en" => coalesce(name.en, name.es), name.es) }
`

const seoFields = /* groq */ `
  "seo": seo{
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
    "description": select($locale == "en" => coalesce(description.en, description.es), description.es),
    "descriptionLang": select($locale == "en" && defined(description.en) => "en", "es")
  }
`

export const experienceCardsQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] | order(title.es asc) {
  ${cardFields}
}`)

/** What an experience page shows (one experience, or every experience for a build). */
const experiencePageFields = `
  ${cardBaseFields},
  "slugs": { "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "overview": select($locale == "en" => coalesce(overview.en, overview.es), overview.es),
  "overviewLang": select($locale == "en" && defined(overview.en) => "en", "es"),
  "city": city->{ "slug": slug.current, "name": select($locale == "en" => coalesce(name.en, name.es), name.es), timeZone },
  "highlights": select($locale == "en" => coalesce(highlights.en, highlights.es), highlights.es),
  "highlightsLang": select($locale == "en" && defined(highlights.en) => "en", "es"),
  "includes": select($locale == "en" => coalesce(includes.en, includes.es), includes.es),
  "includesLang": select($locale == "en" && defined(includes.en) => "en", "es"),
  "excludes": select($locale == "en" => coalesce(excludes.en, excludes.es), excludes.es),
  "excludesLang": select($locale == "en" && defined(excludes.en) => "en", "es"),
  "whatToBring": select($locale == "en" => coalesce(whatToBring.en, whatToBring.es), whatToBring.es),
  "whatToBringLang": select($locale == "en" && defined(whatToBring.en) => "en", "es"),
  "knowBeforeYouGo": select($locale == "en" => coalesce(knowBeforeYouGo.en, knowBeforeYouGo.es), knowBeforeYouGo.es),
  "knowBeforeYouGoLang": select($locale == "en" && defined(knowBeforeYouGo.en) => "en", "es"),
  "itinerary": itinerary[]{
    _key,
    time,
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
    "description": select($locale == "en" => coalesce(description.en, description.es), description.es)
  },
  "location": location{
    "lat": coordinates.lat,
    "lng": coordinates.lng,
    "address": select($locale == "en" => coalesce(address.en, address.es), address.es),
    "meetingPoint": select($locale == "en" => coalesce(meetingPoint.en, meetingPoint.es), meetingPoint.es)
  },
  languages,
  dropOffIncluded,
  guided,
  "cruise": cruise{
    "boat": select($locale == "en" => coalesce(boat.en, boat.es), boat.es),
    decks,
    "meals": select($locale == "en" => coalesce(mealsOnBoard.en, mealsOnBoard.es), mealsOnBoard.es),
    "boardingPoint": select($locale == "en" => coalesce(boardingPoint.en, boardingPoint.es), boardingPoint.es)
  },
  "gallery": gallery[]{ _key, "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  ${seoFields}`

export const experiencePageQuery = defineQuery(`
*[_type == "experience" && slug.current == $slug][0] {
  ${experiencePageFields}
}`)

/**
 * Every experience page's content in one query: a build renders a thousand
 * experience pages, and one query per page would scan the dataset each time.
 */
export const experiencePagesQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] {
  ${experiencePageFields}
}`)

/** The text search matches in each experience beyond its card: overview and highlights. */
export const experienceSearchTextQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] {
  "slug": slug.current,
  "overview": select($locale == "en" => coalesce(overview.en, overview.es), overview.es),
  "highlights": select($locale == "en" => coalesce(highlights.en, highlights.es), highlights.es)
}`)

export const experiencePathsQuery = defineQuery(`
*[_type == "experience" && defined(slug.current) && defined(city->slug.current)] {
  "slug": slug.current,
  "slugEn": coalesce(slugEn.current, slug.current),
  "city": city->slug.current
}`)

export const citiesQuery = defineQuery(`
*[_type == "city" && defined(slug.current)] | order(name.es asc) {
  "slug": slug.current,
  "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
  "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
  "country": select($locale == "en" => coalesce(country.en, country.es), country.es),
  "image": heroImage{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  "experienceCount": count(*[_type == "experience" && city._ref == ^._id])
}`)

export const cityPageQuery = defineQuery(`
*[_type == "city" && slug.current == $slug][0] {
  "slug": slug.current,
  "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
  "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
  "country": select($locale == "en" => coalesce(country.en, country.es), country.es),
  timeZone,
  "intro": select($locale == "en" => coalesce(intro.en, intro.es), intro.es),
  "introLang": select($locale == "en" && defined(intro.en) => "en", "es"),
  "image": heroImage{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  ${seoFields},
  "experiences": *[_type == "experience" && city._ref == ^._id] | order(title.es asc) { ${cardFields} }
}`)

export const categoriesQuery = defineQuery(`
*[_type == "category" && defined(slug.current)] | order(name.es asc) {
  "slug": slug.current,
  "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
  "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
  "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
  iconTheme,
  "experienceCount": count(*[_type == "experience" && ^._id in categories[]._ref])
}`)

export const categoryPageQuery = defineQuery(`
*[_type == "category" && slug.current == $slug][0] {
  "slug": slug.current,
  "slugs": { "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
  "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
  iconTheme,
  "intro": select($locale == "en" => coalesce(intro.en, intro.es), intro.es),
  "introLang": select($locale == "en" && defined(intro.en) => "en", "es"),
  ${seoFields},
  "experiences": *[_type == "experience" && ^._id in categories[]._ref] | order(title.es asc) { ${cardFields} }
}`)

export const blogListQuery = defineQuery(`
*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc) {
  "slug": slug.current,
  "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
  "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
  "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
  "excerpt": select($locale == "en" => coalesce(excerpt.en, excerpt.es), excerpt.es),
  "excerptLang": select($locale == "en" && defined(excerpt.en) => "en", "es"),
  "cover": cover{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  author,
  publishedAt,
  tags
}`)

export const blogPostQuery = defineQuery(`
*[_type == "blogPost" && slug.current == $slug][0] {
  "slug": slug.current,
  "slugs": { "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
  "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
  "excerpt": select($locale == "en" => coalesce(excerpt.en, excerpt.es), excerpt.es),
  "cover": cover{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  "body": select($locale == "en" && defined(body.en) => body.en, body.es)[]{
    ...,
    _type == "accessibleImage" => { _key, _type, "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  "bodyLang": select($locale == "en" && defined(body.en) => "en", "es"),
  author,
  publishedAt,
  tags,
  "relatedExperiences": relatedExperiences[]->{ ${cardFields} },
  ${seoFields}
}`)

export const faqsQuery = defineQuery(`
*[_type == "faq"] | order(group asc, order asc) {
  _id,
  group,
  order,
  "question": select($locale == "en" => coalesce(question.en, question.es), question.es),
  "questionLang": select($locale == "en" && defined(question.en) => "en", "es"),
  "answer": select($locale == "en" => coalesce(answer.en, answer.es), answer.es),
  "answerLang": select($locale == "en" && defined(answer.en) => "en", "es")
}`)

export const pageQuery = defineQuery(`
*[_type == "page" && kind == $kind][0] {
  kind,
  "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
  "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
  "intro": select($locale == "en" => coalesce(intro.en, intro.es), intro.es),
  "introLang": select($locale == "en" && defined(intro.en) => "en", "es"),
  "body": select($locale == "en" && defined(body.en) => body.en, body.es)[]{
    ...,
    _type == "accessibleImage" => { _key, _type, "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  "bodyLang": select($locale == "en" && defined(body.en) => "en", "es"),
  updatedAt,
  ${seoFields}
}`)

const menuFields = /* groq */ `
  _key,
  href,
  "label": select($locale == "en" => coalesce(label.en, label.es), label.es),
  "labelLang": select($locale == "en" && defined(label.en) => "en", "es")
`

const featureFields = /* groq */ `
  _key,
  icon,
  "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
  "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
  "text": select($locale == "en" => coalesce(text.en, text.es), text.es),
  "textLang": select($locale == "en" && defined(text.en) => "en", "es")
`

export const siteSettingsQuery = defineQuery(`
*[_type == "siteSettings" && _id == "siteSettings"][0] {
  siteName,
  "tagline": select($locale == "en" => coalesce(tagline.en, tagline.es), tagline.es),
  "taglineLang": select($locale == "en" && defined(tagline.en) => "en", "es"),
  "headerMenu": headerMenu[]{ ${menuFields} },
  "footer": footer{
    "about": select($locale == "en" => coalesce(about.en, about.es), about.es),
    "aboutLang": select($locale == "en" && defined(about.en) => "en", "es"),
    "links": links[]{ ${menuFields} },
    "copyright": select($locale == "en" => coalesce(copyright.en, copyright.es), copyright.es)
  },
  "marketingClaims": marketingClaims[]{ ${featureFields} },
  reviewSummary,
  "support": support{
    "heading": select($locale == "en" => coalesce(heading.en, heading.es), heading.es),
    "headingLang": select($locale == "en" && defined(heading.en) => "en", "es"),
    "text": select($locale == "en" => coalesce(text.en, text.es), text.es),
    "textLang": select($locale == "en" && defined(text.en) => "en", "es"),
    "chatLabel": select($locale == "en" => coalesce(chatLabel.en, chatLabel.es), chatLabel.es),
    "hours": select($locale == "en" => coalesce(hours.en, hours.es), hours.es),
    phone,
    email,
    whatsapp
  },
  "socialLinks": socialLinks[]{ _key, network, url },
  acceptedPayments,
  "marketplaces": marketplaces[]{ _key, name, url },
  defaultCurrency
}`)

export const homeQuery = defineQuery(`
*[_type == "home" && _id == "home"][0] {
  "hero": hero{
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
    "subtitle": select($locale == "en" => coalesce(subtitle.en, subtitle.es), subtitle.es),
    "subtitleLang": select($locale == "en" && defined(subtitle.en) => "en", "es"),
    "searchPlaceholder": select($locale == "en" => coalesce(searchPlaceholder.en, searchPlaceholder.es), searchPlaceholder.es),
    "image": image{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  "popularDestinations": popularDestinations{
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "cities": cities[]->{
      "slug": slug.current,
      "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
      "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
      "image": heroImage{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
      "experienceCount": count(*[_type == "experience" && city._ref == ^._id])
    }
  },
  "featuredExperiences": featuredExperiences[]->slug.current,
  "featureHighlights": featureHighlights[]{ ${featureFields} },
  "gallery": gallery{
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "images": images[]{ _key, "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  "supportBlock": supportBlock{
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
    "text": select($locale == "en" => coalesce(text.en, text.es), text.es),
    "textLang": select($locale == "en" && defined(text.en) => "en", "es"),
    "image": image{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  ${seoFields}
}`)

export const redirectsQuery = defineQuery(`
*[_type == "redirect" && defined(from) && defined(to)] | order(from asc) { from, to, "permanent": coalesce(permanent, true) }
`)

export const slugPathsQuery = defineQuery(`{
  "cities": *[_type == "city" && defined(slug.current)].slug.current,
  "categories": *[_type == "category" && defined(slug.current)]{ "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "blogPosts": *[_type == "blogPost" && defined(slug.current)]{ "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "combos": *[_type == "combo" && defined(slug.current)]{ "es": slug.current, "en": coalesce(slugEn.current, slug.current) }
}`)

/** The category index: every category with its intro and image (counts come from the listings). */
export const categoryIndexQuery = defineQuery(`
*[_type == "category" && defined(slug.current)] | order(name.es asc) {
  "slug": slug.current,
  "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
  "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
  "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
  "intro": select($locale == "en" => coalesce(intro.en, intro.es), intro.es),
  "introLang": select($locale == "en" && defined(intro.en) => "en", "es"),
  "image": image{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
}`)

/** The destination index: every city with its country and map position. */
export const destinationIndexQuery = defineQuery(`
*[_type == "city" && defined(slug.current)] | order(country.es asc, name.es asc) {
  "slug": slug.current,
  "name": select($locale == "en" => coalesce(name.en, name.es), name.es),
  "nameLang": select($locale == "en" && defined(name.en) => "en", "es"),
  "country": select($locale == "en" => coalesce(country.en, country.es), country.es),
  "countryLang": select($locale == "en" && defined(country.en) => "en", "es"),
  "lat": location.lat,
  "lng": location.lng,
  "image": heroImage{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
}`)
