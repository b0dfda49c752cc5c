import { describe, expect, it } from "vitest"
import { portableTextToHtml, type PortableTextBlock } from "./portable-text"

const block = (
  text: string,
  extra: Partial<Extract<PortableTextBlock, { _type: "block" }>> = {},
  marks: string[] = [],
): PortableTextBlock => ({
  _type: "block",
  _key: text,
  style: "normal",
  children: [{ _type: "span", _key: `${text}-s`, text, marks }],
  ...extra,
})
const options = { imageUrl: (src: string | null) => (src ? `/images/${src}` : null) }

describe("Portable Text", () => {
  it("renders paragraphs, headings and images, escaping text", () => {
    const html = portableTextToHtml(
      [
        block("Intro <b>"),
        block("Cuándo ir", { style: "h2" }),
        { _type: "accessibleImage", _key: "i", src: "x.svg", alt: 'Dunas "rojas"' },
      ],
      options,
    )
    expect(html).toBe(
      '<p>Intro &lt;b&gt;</p><h2>Cuándo ir</h2><figure><img src="/images/x.svg" alt="Dunas &quot;rojas&quot;" width="640" height="360" loading="lazy" decoding="async"></figure>',
    )
  })

  it("groups list items and renders marks and safe links only", () => {
    const html = portableTextToHtml(
      [
        block("uno", { listItem: "bullet" }),
        block("dos", { listItem: "bullet" }, ["strong"]),
        block("tres", { markDefs: [{ _type: "link", _key: "l", href: "/faq" }] }, ["l"]),
        block("mal", { markDefs: [{ _type: "link", _key: "j", href: "javascript:alert(1)" }] }, [
          "j",
        ]),
      ],
      options,
    )
    expect(html).toBe(
      '<ul><li>uno</li><li><strong>dos</strong></li></ul><p><a href="/faq">tres</a></p><p>mal</p>',
    )
  })

  it("renders an image with its responsive sources when they are given", () => {
    const html = portableTextToHtml(
      [{ _type: "accessibleImage", _key: "i", alt: "Dunas", src: "image@file://./images/a.svg" }],
      {
        ...options,
        image: () => ({
          src: "/_astro/a_640.webp",
          srcset: "/_astro/a_320.webp 320w, /_astro/a_640.webp 640w",
          sizes: "100vw",
          width: 640,
          height: 360,
        }),
      },
    )
    expect(html).toBe(
      '<figure><img src="/_astro/a_640.webp" srcset="/_astro/a_320.webp 320w, /_astro/a_640.webp 640w" sizes="100vw" alt="Dunas" width="640" height="360" loading="lazy" decoding="async"></figure>',
    )
  })

  it("renders nothing for a missing body", () => {
    expect(portableTextToHtml(null, options)).toBe("")
  })
})
