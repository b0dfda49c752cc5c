/** Spinner sizes; the spec's default is small. */
export const SPINNER_SIZES = { small: 16, medium: 24, large: 40 } as const
export type SpinnerSize = keyof typeof SPINNER_SIZES

/** The spec's default spinner colour. */
export const SPINNER_DEFAULT_COLOR = "#fff"

/** CSS-only rotation that stops when the visitor asks for reduced motion. */
export const SPINNER_CLASS = "animate-spin motion-reduce:animate-none"
