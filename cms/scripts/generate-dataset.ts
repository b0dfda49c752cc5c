/**
 * Writes cms/dataset (data.ndjson and images/) in the format `sanity dataset
 * export` produces. Deterministic: a seeded PRNG and fixed dates, so running it
 * twice gives identical files. Run: node cms/scripts/generate-dataset.ts
 */
import { mkdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { POSTS } from "./dataset/blog.ts"
import {
  createRandom,
  image,
  localeString,
  localeText,
  reference,
  richText,
  seo,
  slug,
} from "./dataset/build-helpers.ts"
import { CATEGORIES } from "./dataset/categories.ts"
import { CITIES } from "./dataset/cities.ts"
import { buildCombos } from "./dataset/combos.ts"
import { withEnglishSlugs } from "./dataset/english-slugs.ts"
import { buildExperiences, SKELETON } from "./dataset/experiences.ts"
import { FAQS } from "./dataset/faqs.ts"
import { images, scene } from "./dataset/images.ts"
import { buildPackages } from "./dataset/packages.ts"
import { PAGES } from "./dataset/pages.ts"
import { home, REDIRECTS, siteSettings } from "./dataset/singletons.ts"

// `--experiences N` (default 520, the shipped dataset) and `--out DIR` (default
// cms/dataset): a larger catalogue for bench:site, written somewhere else.
const { values: args } = parseArgs({
  options: { experiences: { type: "string", default: "520" }, out: { type: "string" } },
})
const EXPERIENCE_COUNT = Number(args.experiences)
if (!Number.isInteger(EXPERIENCE_COUNT) || EXPERIENCE_COUNT < 20 || EXPERIENCE_COUNT > 100_000) {
  throw new Error(`--experiences takes a whole number from 20 to 100000, not ${args.experiences}`)
}
const DATASET_DIR = args.out
  ? path.resolve(args.out)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dataset")

type Doc = { _id: string; _type: string; [field: string]: unknown }

function cityDocs(): Doc[] {
  return CITIES.map((city) => {
    const kind = city.places[0].kind
    const title = { es: `Qué hacer en ${city.name.es}`, en: `Things to do in ${city.name.en}` }
    return {
      _id: `city-${city.slug}`,
      _type: "city",
      name: localeString(city.name),
      slug: slug(city.slug),
      country: localeString(city.country),
      timeZone: city.timeZone,
      location: { _type: "geopoint", lat: city.lat, lng: city.lng },
      heroImage: image(scene(kind, "dusk"), {
        es: `${city.name.es}: ${city.places[0].name.es}`,
        en: `${city.name.en}: ${city.places[0].name.en}`,
      }),
      intro: localeText(city.intro),
      seo: seo(title, city.intro),
    }
  })
}

function categoryDocs(): Doc[] {
  const kinds = [
    "dunes",
    "dunes",
    "oldtown",
    "waterfront",
    "sea",
    "reef",
    "market",
    "monument",
    "daytrip",
    "mountain",
    "oasis",
    "cliff",
  ] as const
  return CATEGORIES.map((category, index) => ({
    _id: `category-${category.slug}`,
    _type: "category",
    name: localeString(category.name),
    slug: slug(category.slug),
    slugEn: slug(category.slugEn),
    iconTheme: category.icon,
    intro: localeText(category.intro),
    image: image(scene(kinds[index % kinds.length], "day"), category.name),
    seo: seo(category.name, category.intro),
  }))
}

function blogDocs(experiences: Doc[]): Doc[] {
  return POSTS.map((post) => {
    const related = experiences
      .filter((doc) => (doc.city as { _ref: string })._ref === `city-${post.city}`)
      .slice(0, 3)
      .map((doc) => reference(doc._id, true))
    const cover = scene(post.kind, "dusk")
    const sections = post.sections.map((section, index) =>
      index === 1
        ? { ...section, image: { file: scene(post.kind, "day"), alt: post.title } }
        : section,
    )
    return {
      _id: `blogPost-${post.slug}`,
      _type: "blogPost",
      title: localeString(post.title),
      slug: slug(post.slug),
      excerpt: localeText(post.excerpt),
      cover: image(cover, post.title),
      body: richText(sections),
      author: post.author,
      publishedAt: post.publishedAt,
      tags: post.tags,
      relatedExperiences: related,
      seo: seo(post.title, post.excerpt),
    }
  })
}

function faqDocs(): Doc[] {
  const order = new Map<string, number>()
  return FAQS.map((faq, index) => {
    const position = order.get(faq.group) ?? 0
    order.set(faq.group, position + 1)
    return {
      _id: `faq-${String(index + 1).padStart(2, "0")}`,
      _type: "faq",
      question: localeString(faq.question),
      answer: localeText(faq.answer),
      group: faq.group,
      order: position,
    }
  })
}

function pageDocs(): Doc[] {
  return PAGES.map((page) => ({
    _id: `page-${page.kind}`,
    _type: "page",
    kind: page.kind,
    title: localeString(page.title),
    intro: localeText(page.intro),
    body: richText(page.sections),
    updatedAt: page.updatedAt,
    seo: seo(page.seo.title, page.seo.description),
  }))
}

/** Unpublished edits: they live in the dataset like in the Content Lake and must never reach the site. */
function draftDocs(experiences: Doc[], faqs: Doc[]): Doc[] {
  const skeleton = experiences.find((doc) => doc._id === `experience-${SKELETON.slug}`)!
  return [
    {
      ...skeleton,
      _id: `drafts.${skeleton._id}`,
      title: localeString({
        es: "Senderismo por las dunas rojas al caer la tarde",
        en: "Late-afternoon hike on the red dunes",
      }),
    },
    {
      ...faqs[0],
      _id: "drafts.faq-25",
      question: localeString({ es: "¿Puedo llevar a mi perro?", en: "Can I bring my dog?" }),
      answer: localeText({
        es: "Solo perros de asistencia, salvo que la ficha diga lo contrario.",
        en: "Only assistance dogs, unless the experience page says otherwise.",
      }),
      order: 99,
    },
    {
      _id: "drafts.redirect-verano",
      _type: "redirect",
      from: "/verano",
      to: "/things-to-do",
      permanent: false,
    },
  ]
}

const POPULAR_CITIES = [
  "riyadh",
  "alula",
  "dubai",
  "abu-dhabi",
  "madrid",
  "granada",
  "marrakech",
  "cairo",
]

/**
 * The walking-skeleton hike first, then one experience of each popular city,
 * each of a category not picked yet (no airport transfers in a row): the
 * editors' picks show the catalogue's range of cities, kinds and prices.
 */
function featuredExperiences(experiences: Doc[]) {
  const skeleton = "experience-senderismo-dunas-atardecer"
  const categoriesOf = (doc: Doc) => (doc.categories as { _ref: string }[]).map((c) => c._ref)
  const used = new Set(categoriesOf(experiences.find((e) => e._id === skeleton)!))
  const picks = [skeleton]
  for (const city of POPULAR_CITIES.slice(1)) {
    const pick = experiences.find(
      (e) =>
        (e.city as { _ref: string })._ref === `city-${city}` &&
        !categoriesOf(e).includes("category-traslados") &&
        categoriesOf(e).every((c) => !used.has(c)),
    )
    if (!pick) continue
    for (const c of categoriesOf(pick)) used.add(c)
    picks.push(pick._id)
  }
  return picks
}

async function main() {
  const random = createRandom(20250114)
  const cities = cityDocs()
  const categories = categoryDocs()
  const experiences = withEnglishSlugs(buildExperiences(random, EXPERIENCE_COUNT) as Doc[])
  const faqs = faqDocs()
  const documents: Doc[] = [
    ...cities,
    ...categories,
    ...experiences,
    ...withEnglishSlugs(blogDocs(experiences)),
    ...faqs,
    ...pageDocs(),
    ...REDIRECTS.map((rule, index) => ({
      _id: `redirect-${index + 1}`,
      _type: "redirect",
      ...rule,
    })),
    siteSettings(),
    home(POPULAR_CITIES, featuredExperiences(experiences)),
    ...draftDocs(experiences, faqs),
    ...buildCombos(experiences),
  ]
  // Last, with a random of their own: the documents above keep their keys and draws.
  documents.push(...withEnglishSlugs(buildPackages(createRandom(20261123)) as Doc[]))
  const ids = new Set<string>()
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new Error(`Duplicate document id ${doc._id}`)
    ids.add(doc._id)
  }
  await rm(path.join(DATASET_DIR, "images"), { recursive: true, force: true })
  await mkdir(path.join(DATASET_DIR, "images"), { recursive: true })
  for (const [file, svg] of [...images].sort(([a], [b]) => a.localeCompare(b))) {
    await writeFile(path.join(DATASET_DIR, "images", file), svg)
  }
  await writeFile(
    path.join(DATASET_DIR, "data.ndjson"),
    documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n",
  )
  const counts = documents.reduce<Record<string, number>>((acc, doc) => {
    const type = doc._id.startsWith("drafts.") ? `${doc._type} (draft)` : doc._type
    acc[type] = (acc[type] ?? 0) + 1
    return acc
  }, {})
  console.log(`Wrote ${documents.length} documents and ${images.size} images to ${DATASET_DIR}`)
  console.log(counts)
}

await main()
