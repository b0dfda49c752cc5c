import { defineQuery } from "groq"
import { imageFields, inLocale, localised, localisedBody, seoFields } from "./groq-locale"

/**
 * The queries of the site's own pages beside the catalogue: its settings (menus, footer,
 * support), the home page, the fixed pages and the FAQ. Same conventions as catalogue.ts.
 */

export const faqsQuery = defineQuery(`
*[_type == "faq"] | order(group asc, order asc) {
  _id,
  group,
  order,
  ${localised("question")},
  ${localised("answer")}
}`)

export const pageQuery = defineQuery(`
*[_type == "page" && kind == $kind][0] {
  kind,
  ${localised("title")},
  ${localised("intro")},
  ${localisedBody},
  updatedAt,
  ${seoFields}
}`)

const menuFields = /* groq */ `
  _key,
  href,
  ${localised("label")}
`

const featureFields = /* groq */ `
  _key,
  icon,
  ${localised("title")},
  ${localised("text")}
`

export const siteSettingsQuery = defineQuery(`
*[_type == "siteSettings" && _id == "siteSettings"][0] {
  siteName,
  ${localised("tagline")},
  "headerMenu": headerMenu[]{ ${menuFields} },
  "footer": footer{
    ${localised("about")},
    "links": links[]{ ${menuFields} },
    "copyright": ${inLocale("copyright")}
  },
  "marketingClaims": marketingClaims[]{ ${featureFields} },
  reviewSummary,
  "support": support{
    ${localised("heading")},
    ${localised("text")},
    "chatLabel": ${inLocale("chatLabel")},
    "hours": ${inLocale("hours")},
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
    ${localised("title")},
    ${localised("subtitle")},
    "searchPlaceholder": ${inLocale("searchPlaceholder")},
    "image": image{ ${imageFields} }
  },
  "popularDestinations": popularDestinations{
    "title": ${inLocale("title")},
    "cities": cities[]->{
      "slug": slug.current,
      ${localised("name")},
      "image": heroImage{ ${imageFields} },
      "experienceCount": count(*[_type == "experience" && city._ref == ^._id])
    }
  },
  "featuredExperiences": featuredExperiences[]->slug.current,
  "featureHighlights": featureHighlights[]{ ${featureFields} },
  "gallery": gallery{
    "title": ${inLocale("title")},
    "images": images[]{ _key, ${imageFields} }
  },
  "supportBlock": supportBlock{
    ${localised("title")},
    ${localised("text")},
    "image": image{ ${imageFields} }
  },
  ${seoFields}
}`)
