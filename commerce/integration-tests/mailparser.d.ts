// mailparser (installed with maildev) ships no types; only what the tests read.
declare module "mailparser" {
  export type AddressObject = { value: { address?: string; name: string }[]; text: string }
  export type Attachment = {
    content: Buffer
    contentType: string
    cid?: string
    filename?: string
    contentDisposition?: string
  }
  export type ParsedMail = {
    subject?: string
    from?: AddressObject
    to?: AddressObject | AddressObject[]
    html: string | false
    text?: string
    attachments: Attachment[]
  }
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>
}
