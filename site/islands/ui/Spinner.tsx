import {
  SPINNER_CLASS,
  SPINNER_DEFAULT_COLOR,
  SPINNER_SIZES,
  type SpinnerSize,
} from "../../lib/ui/spinner"

type Props = {
  /** Small by default (spec §3). */
  size?: SpinnerSize
  /** Any CSS colour; white by default (spec §3). */
  color?: string
  /** What is loading, read by screen readers; null when a busy parent already says it. */
  label: string | null
  className?: string
}

/** The island twin of components/ui/Spinner.astro: same markup, CSS-only animation. */
export default function Spinner({
  size = "small",
  color = SPINNER_DEFAULT_COLOR,
  label,
  className,
}: Props) {
  const px = SPINNER_SIZES[size]
  return (
    <span
      className={["inline-flex", className].filter(Boolean).join(" ")}
      style={{ color }}
      role={label === null ? undefined : "status"}
      aria-hidden={label === null ? true : undefined}
      data-spinner=""
    >
      <svg
        className={SPINNER_CLASS}
        width={px}
        height={px}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label !== null && <span className="sr-only">{label}</span>}
    </span>
  )
}
