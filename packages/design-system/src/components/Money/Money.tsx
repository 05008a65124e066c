import { formatMoney } from '@velo/domain';
import { money } from './Money.css.ts';
import { cx } from '../../styles/cx.ts';

export interface MoneyProps {
  /** May be negative (a refund). */
  amount: number;
  /** The currency code after the amount; NOK when not given. */
  currency?: string;
  className?: string;
}

/** An amount with two decimals and its currency, `1,250.00 NOK`, in digits of equal width. */
export function Money({ amount, currency, className }: MoneyProps) {
  return <span className={cx(money, className)}>{formatMoney(amount, currency)}</span>;
}
