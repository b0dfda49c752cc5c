import type { IconName } from "./icons"

/** The spec's button types (§3): filled, outlined, text-like ("third") and icon-only. */
export const BUTTON_VARIANTS = ["primary", "outlined", "third", "icon"] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]

/** A CSS length; a number is pixels. */
export type Length = number | string

/**
 * `data-*` and `aria-*` attributes a caller puts on a button as they are:
 * page scripts and tests find buttons by them (`data-reset`, `data-testid`).
 */
export type ButtonPassThrough = {
  [name: `data-${string}`]: string | number | boolean | undefined
} & {
  [name: `aria-${string}`]: string | number | boolean | undefined
}

/** Options shared by Button.astro and the Button island, named after the spec's button options. */
export interface ButtonOptions {
  /** The spec's button "type"; `type` itself is the HTML button type. */
  variant?: ButtonVariant
  width?: Length
  height?: Length
  backgroundColor?: string
  iconColor?: string
  prependIcon?: IconName
  appendIcon?: IconName
  /** Shows a spinner in place of the label; the button is not clickable meanwhile. */
  loading?: boolean
  disabled?: boolean
  /** Renders a link instead of a button. */
  href?: string
  /** Relation of a link's target ("noopener" for another site); ignored for buttons. */
  rel?: string
  /** HTML button type; ignored for links. */
  type?: "button" | "submit" | "reset"
  class?: string
}

/** Attributes of the rendered element, the same for the server and the island. */
export interface ButtonRendering {
  tag: "a" | "button"
  attrs: ButtonPassThrough & {
    class: string
    style?: Record<string, string>
    href?: string
    rel?: string
    type?: "button" | "submit" | "reset"
    disabled?: boolean
    role?: "link"
    "aria-disabled"?: "true"
    "aria-busy"?: "true"
    "data-variant": ButtonVariant
    "data-loading"?: "true"
  }
  /** Classes of the content (icons and label): transparent while loading so the button keeps its size. */
  contentClass: string
  /** Classes of the spinner's layer: shown only while the button carries `data-loading`. */
  spinnerClass: string
  /** Classes of the label text: visually hidden on icon buttons, whose label names the icon. */
  textClass: string
  /** The spinner colour: white on the filled button, the text colour elsewhere. */
  spinnerColor: string
  iconStyle?: Record<string, string>
  inactive: boolean
}

// `group` and the data-loading variants let a page script switch the loading
// look with setButtonLoading() as well as the server and the island.
const BASE =
  "group relative inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dune-700 data-loading:cursor-progress"

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "rounded-lg bg-dune-700 px-5 py-2.5 text-white",
  outlined: "rounded-lg border-2 border-dune-700 px-6 py-2 text-dune-700",
  third: "rounded-lg px-3 py-2 text-dune-700 underline-offset-4",
  icon: "size-10 shrink-0 rounded-full text-night-900",
}

// Hover styles only while the button can be used.
const HOVER: Record<ButtonVariant, string> = {
  primary: "hover:bg-night-900",
  outlined: "hover:bg-dune-700 hover:text-white",
  third: "hover:underline",
  icon: "hover:bg-sand-100",
}

const length = (value: Length) => (typeof value === "number" ? `${value}px` : value)

const PASS_THROUGH = /^(data|aria)-[a-z]/
// The button's own state: only its options set these.
const STATE_ATTRIBUTES = new Set(["aria-busy", "aria-disabled", "data-variant", "data-loading"])

/** The caller's `data-*` and `aria-*` attributes among a button's props. */
function passThrough(props: object): ButtonPassThrough {
  return Object.fromEntries(
    Object.entries(props).filter(
      ([name]) => PASS_THROUGH.test(name) && !STATE_ATTRIBUTES.has(name),
    ),
  )
}

/**
 * Classes and attributes of a button from the spec's options. A link that is
 * loading or disabled loses its href (nothing to follow) and says so with
 * aria-disabled; a button gets the disabled attribute. The caller's `data-*`
 * and `aria-*` attributes are kept, except those of the button's own state
 * (aria-busy, aria-disabled, data-variant, data-loading), which only the
 * options set.
 */
export function buttonRendering(options: ButtonOptions & ButtonPassThrough): ButtonRendering {
  const variant = options.variant ?? "primary"
  const loading = options.loading ?? false
  const inactive = loading || (options.disabled ?? false)
  const isLink = options.href !== undefined

  const style: Record<string, string> = {}
  if (options.width !== undefined) style.width = length(options.width)
  if (options.height !== undefined) style.height = length(options.height)
  if (options.backgroundColor) style.backgroundColor = options.backgroundColor

  const state = loading
    ? "cursor-progress"
    : inactive
      ? "cursor-not-allowed opacity-50"
      : `cursor-pointer ${HOVER[variant]}`

  return {
    tag: isLink ? "a" : "button",
    attrs: {
      ...passThrough(options),
      class: [BASE, VARIANTS[variant], state, options.class].filter(Boolean).join(" "),
      ...(Object.keys(style).length > 0 ? { style } : {}),
      ...(isLink
        ? inactive
          ? { role: "link" as const, "aria-disabled": "true" as const }
          : { href: options.href, ...(options.rel ? { rel: options.rel } : {}) }
        : { type: options.type ?? "button", ...(inactive ? { disabled: true } : {}) }),
      ...(loading ? { "aria-busy": "true" as const, "data-loading": "true" as const } : {}),
      "data-variant": variant,
    },
    contentClass: "inline-flex items-center gap-2 group-data-loading:opacity-0",
    spinnerClass: "absolute inset-0 hidden items-center justify-center group-data-loading:flex",
    textClass: variant === "icon" ? "sr-only" : "",
    spinnerColor: variant === "primary" ? "#fff" : "currentColor",
    ...(options.iconColor ? { iconStyle: { color: options.iconColor } } : {}),
    inactive,
  }
}

/**
 * Switches a server-rendered button in and out of loading from a page script:
 * the same attributes the server and the island render, so the spinner shows
 * in place of the label and the button cannot be clicked meanwhile.
 */
export function setButtonLoading(button: HTMLButtonElement, loading: boolean) {
  button.disabled = loading
  if (loading) {
    button.setAttribute("aria-busy", "true")
    button.setAttribute("data-loading", "true")
  } else {
    button.removeAttribute("aria-busy")
    button.removeAttribute("data-loading")
  }
}
