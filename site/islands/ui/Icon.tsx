import type { CSSProperties } from "react"
import { iconHref, type IconName } from "../../lib/ui/icons"

type Props = { name: IconName; size?: number; className?: string; style?: CSSProperties }

/** The island twin of components/ui/Icon.astro: a symbol of the /icons.svg sprite. */
export default function Icon({ name, size = 20, className, style }: Props) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={["shrink-0", className].filter(Boolean).join(" ")}
      style={style}
      data-icon={name}
    >
      <use href={iconHref(name)} />
    </svg>
  )
}
