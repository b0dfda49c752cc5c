import type { MouseEventHandler } from "react"
import { buttonRendering, type ButtonOptions, type ButtonPassThrough } from "../../lib/ui/button"
import Icon from "./Icon"
import Spinner from "./Spinner"

type Props = Omit<ButtonOptions, "class"> &
  ButtonPassThrough & {
    /** The button's text; on icon buttons, the accessible name of the icon. */
    label: string
    className?: string
    onClick?: MouseEventHandler<HTMLButtonElement | HTMLAnchorElement>
  }

/**
 * The island twin of components/ui/Button.astro, with the same options and
 * look (both come from lib/ui/button.ts). A loading or disabled button is not
 * clickable: the disabled attribute, or a link without href.
 */
export default function Button({ label, className, onClick, ...options }: Props) {
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
        <span className={r.spinnerClass}>
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
    <a {...attrs} className={cls} onClick={handleClick}>
      {content}
    </a>
  ) : (
    <button {...attrs} className={cls} onClick={handleClick}>
      {content}
    </button>
  )
}
