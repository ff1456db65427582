import { type CurrencyCode, formatMoney } from '~/lib/currency'

export interface PriceProps {
  /** The amount in every currency the site sells in (content stores numbers, never text). */
  amount: Readonly<Record<CurrencyCode, number>>
  /** The visitor's currency. */
  currency: CurrencyCode
  /** Before the amount, e.g. 'Starting From'. */
  label?: string
  /** After the amount, e.g. 'Per Person'. */
  suffix?: string
  /** Element to render (default p); use span inside running text. */
  as?: 'p' | 'span' | 'div'
  className?: string
}

/**
 * A price in the visitor's currency, formatted by formatMoney ('₹27,999', 'S$716', '$315'). Label,
 * amount and suffix are separate spans joined by real spaces, so the line reads as one phrase to
 * a screen reader ('Starting From S$716 Per Person') however CSS stacks it. A missing or
 * unreadable amount renders nothing rather than 'NaN' or a failed page.
 */
export function Price({ amount, currency, label, suffix, as: Tag = 'p', className }: PriceProps) {
  const value = amount[currency]
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  const classes = ['price', className].filter(Boolean).join(' ')
  return (
    <Tag className={classes}>
      {label ? <span className="price__label">{label}</span> : null}
      {label ? ' ' : null}
      <span className="price__amount">{formatMoney(value, currency)}</span>
      {suffix ? ' ' : null}
      {suffix ? <span className="price__suffix">{suffix}</span> : null}
    </Tag>
  )
}
