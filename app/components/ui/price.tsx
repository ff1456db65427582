export interface PriceProps {
  /** The amount in the visitor's currency, as the page's loader formatted it ('₹27,999': formatMoneyIn). */
  amount: string
  /** Before the amount, e.g. 'Starting From'. */
  label?: string
  /** After the amount, e.g. 'Per Person'. */
  suffix?: string
  /** Element to render (default p); use span inside running text. */
  as?: 'p' | 'span' | 'div'
  className?: string
}

/**
 * A price in the visitor's currency ('₹27,999', 'S$716', '$315'), formatted on the server (ADR 34).
 * Label, amount and suffix are separate spans joined by real spaces, so the line reads as one
 * phrase to a screen reader ('Starting From S$716 Per Person') however CSS stacks it.
 */
export function Price({ amount, label, suffix, as: Tag = 'p', className }: PriceProps) {
  const classes = ['price', className].filter(Boolean).join(' ')
  return (
    <Tag className={classes}>
      {label ? <span className="price__label">{label}</span> : null}
      {label ? ' ' : null}
      <span className="price__amount">{amount}</span>
      {suffix ? ' ' : null}
      {suffix ? <span className="price__suffix">{suffix}</span> : null}
    </Tag>
  )
}
