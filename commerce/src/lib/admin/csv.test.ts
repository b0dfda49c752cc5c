import { describe, expect, it } from "vitest"
import { csvCell, toCsv } from "./csv"

describe("csv", () => {
  it("keeps formulas a traveller typed as text", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell("+34 600 000 000")).toBe("'+34 600 000 000")
    expect(csvCell("-1")).toBe("'-1")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("\tcmd")).toBe("'\tcmd")
  })

  it("quotes separators, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvCell("Ana, María")).toBe('"Ana, María"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"')
    expect(csvCell("Hotel Sol")).toBe("Hotel Sol")
    expect(csvCell(null)).toBe("")
  })

  it("writes a header and rows with CRLF after a BOM", () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("\uFEFFa,b\r\n1,x\r\n")
  })
})
