/**
 * Sets the rendered size of an SVG document (its root `width` and `height`),
 * keeping the viewBox, so a rasteriser draws the vector at that size instead
 * of enlarging a bitmap of its nominal size. Anything that is not an SVG
 * document is returned unchanged.
 */
export function scaleSvg(svg: string, width: number, height: number): string {
  const match = /<svg\b[^>]*>/i.exec(svg)
  if (!match) return svg
  let tag = match[0]
  const hasViewBox = /\sviewBox\s*=/i.test(tag)
  if (!hasViewBox) {
    // Without a viewBox, changing the size would crop instead of scale: add the nominal one.
    const w = readAttr(tag, "width")
    const h = readAttr(tag, "height")
    if (!w || !h) return svg
    tag = tag.replace(/^<svg\b/i, `<svg viewBox="0 0 ${w} ${h}"`)
  }
  tag = setAttr(setAttr(tag, "width", String(width)), "height", String(height))
  return svg.slice(0, match.index) + tag + svg.slice(match.index + match[0].length)
}

function readAttr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*["']([\\d.]+)(px)?["']`, "i").exec(tag)
  return m ? m[1]! : null
}

function setAttr(tag: string, name: string, value: string): string {
  const re = new RegExp(`(\\s${name}\\s*=\\s*)(["'])[^"']*\\2`, "i")
  if (re.test(tag)) return tag.replace(re, `$1"${value}"`)
  return tag.replace(/^<svg\b/i, `<svg ${name}="${value}"`)
}
