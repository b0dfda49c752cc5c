import type { MouseEventHandler } from "react"
import { buttonRendering, type ButtonOptions } from "../../lib/ui/button"
import Icon from "./Icon"
import Spinner from "./Spinner"

type Props = Omit<ButtonOptions, "class"> & {
  /** The button's text; on icon buttons, the accessible name of the icon. */
  label: string
  className?: string
  onClick?: MouseEventHandler<HTMLButtonElement | HTMLAnchorElement>
  "data-testid"?: string
}

/**
 * The island twin of components/ui/Button.astro, with the same options and
 * look (both come from lib/ui/button.ts). A loading or disabled button is not
 * clickable: the disabled attribute, or a link without href.
 */
export default function Button({
  label,
  className,
  onClick,
  "data-testid": testId,
  ...options
}: Props) {
  const r = buttonRendering({ ...options, class: className })
  const { class: cls, ...attrs } = r.attrs
  const content = (
    <>
      <span className={r.contentClass}>
        {options.prependIcon && <Icon name={options.prependIcon} style={r.iconStyle} />}
        <span className={r.textClass || undefined}>{label}</span>
        {options.appendIcon && <Icon name={options.appendIcon} style={r.iconStyle} />}
      </span>
      {options.loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner color={r.spinnerColor} label={null} />
        </span>
      )}
    </>
  )
  const handleClick: MouseEventHandler<HTMLButtonElement | HTMLAnchorElement> = (event) => {
    if (r.inactive) return event.preventDefault()
    onClick?.(event)
  }
  return r.tag === "a" ? (
    <a {...attrs} className={cls} onClick={handleClick} data-testid={testId}>
      {content}
    </a>
  ) : (
    <button {...attrs} className={cls} onClick={handleClick} data-testid={testId}>
      {content}
    </button>
  )
}
