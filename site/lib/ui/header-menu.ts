/**
 * How the desktop header lays out the editor's menu in one row (issue 26/27:
 * at 1366 px it wrapped into two): the entries a traveller books from stay in
 * the row, in the editor's order, as far as HEADER_ROW_CHARACTERS of labels
 * go; the site's information pages (about, blog, contact) and whatever does
 * not fit go under "Más" / "More", a <details> that works without script.
 */

/** Characters of menu labels the 1366 px row holds beside the name and the actions. */
export const HEADER_ROW_CHARACTERS = 48

/** Pages about the site rather than its experiences: under "More" first (the footer links them too). */
export const INFORMATION_PAGES = ["/about", "/blog", "/contact-us"]

type Entry = {
  label: string
  /** The editor's href (a Spanish site path or an absolute URL). */ source: string
}

const isInformation = (source: string) =>
  INFORMATION_PAGES.some((page) => source === page || source.startsWith(`${page}/`))

/** Splits the menu into the entries shown in the row and those under "More", each in the editor's order. */
export function splitHeaderMenu<T extends Entry>(items: T[], room = HEADER_ROW_CHARACTERS) {
  const row = new Set<T>()
  let used = 0
  for (const item of items) {
    if (isInformation(item.source)) continue
    used += item.label.length
    if (used > room) break
    row.add(item)
  }
  return { row: items.filter((i) => row.has(i)), more: items.filter((i) => !row.has(i)) }
}
