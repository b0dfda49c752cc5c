/** The Portable Text the schemas allow: blocks (normal, h2, h3, blockquote, lists, links) and images. */
export type PortableTextBlock =
  | { _type: "accessibleImage"; _key: string; alt: string; src: string | null }
  | {
      _type: "block"
      _key: string
      style?: "blockquote" | "h2" | "h3" | "normal"
      listItem?: "bullet" | "number"
      markDefs?: { _type: "link"; _key: string; href: string }[]
      children?: { _type: "span"; _key: string; text?: string; marks?: string[] }[]
    }

/** An image's sources for the `<img>` of a body image. */
export interface BodyImage {
  src: string
  srcset: string
  sizes?: string
  width: number
  height: number
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  )

const DECORATORS: Record<string, string> = {
  strong: "strong",
  em: "em",
  code: "code",
  underline: "u",
}
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i

/**
 * Renders Portable Text to HTML, escaping every text and attribute. Headings
 * start at `h2` because the page title is the `h1`; consecutive list items
 * become one list; links only keep safe schemes.
 */
export function portableTextToHtml(
  blocks: readonly PortableTextBlock[] | null | undefined,
  options: {
    imageUrl: (src: string | null) => string | null
    /** Responsive sources of an image (srcset, sizes, size); `imageUrl` alone when absent or null. */
    image?: (src: string | null) => BodyImage | null
  },
): string {
  const out: string[] = []
  let openList: "ul" | "ol" | null = null
  const closeList = () => {
    if (openList) out.push(`</${openList}>`)
    openList = null
  }
  for (const block of blocks ?? []) {
    if (block._type === "accessibleImage") {
      closeList()
      const image = options.image?.(block.src)
      const src = image?.src ?? options.imageUrl(block.src)
      if (image) {
        const responsive = image.srcset
          ? ` srcset="${escape(image.srcset)}"${image.sizes ? ` sizes="${escape(image.sizes)}"` : ""}`
          : ""
        out.push(
          `<figure><img src="${escape(image.src)}"${responsive} alt="${escape(block.alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></figure>`,
        )
      } else if (src) {
        out.push(
          `<figure><img src="${escape(src)}" alt="${escape(block.alt)}" width="640" height="360" loading="lazy" decoding="async"></figure>`,
        )
      }
      continue
    }
    const inner = spans(block)
    if (block.listItem) {
      const tag = block.listItem === "number" ? "ol" : "ul"
      if (openList !== tag) {
        closeList()
        out.push(`<${tag}>`)
        openList = tag
      }
      out.push(`<li>${inner}</li>`)
      continue
    }
    closeList()
    const tag =
      block.style === "h2" || block.style === "h3" || block.style === "blockquote"
        ? block.style
        : "p"
    out.push(`<${tag}>${inner}</${tag}>`)
  }
  closeList()
  return out.join("")
}

function spans(block: Extract<PortableTextBlock, { _type: "block" }>) {
  const links = new Map((block.markDefs ?? []).map((def) => [def._key, def.href]))
  return (block.children ?? [])
    .map((span) => {
      let html = escape(span.text ?? "")
      for (const mark of span.marks ?? []) {
        const tag = DECORATORS[mark]
        if (tag) html = `<${tag}>${html}</${tag}>`
        const href = links.get(mark)
        if (href && SAFE_HREF.test(href)) html = `<a href="${escape(href)}">${html}</a>`
      }
      return html
    })
    .join("")
}
