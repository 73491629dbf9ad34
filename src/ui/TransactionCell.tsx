/**
 * A transaction row: merchant icon (or its initial), title and subtitle, amount and status.
 * Prop-driven, for the ticket's CELL_TRANSACTION and the form engine's TRANSACTION_CELL.
 */
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import { useSafeUrl } from './links';
import { token } from './theme';
import { toneColor } from './tone';
import type { Tone } from './tone';
import { styles } from './sheets';

export interface TransactionCellProps {
  title: string;
  subtitle?: string | undefined;
  /** Already formatted for the locale. */
  amount?: string | undefined;
  status?: string | undefined;
  statusTone?: Tone | undefined;
  /** URL of the merchant's icon; the title's initial stands in when absent or broken. */
  icon?: string | undefined;
  /** With it the cell is a button. */
  onClick?: (() => void) | undefined;
  className?: string;
}

export function TransactionCell({ title, subtitle, amount, status, statusTone, icon, onClick, className }: TransactionCellProps) {
  const [broken, setBroken] = useState(false);
  const src = useSafeUrl('resource')(icon);
  const content = (
    <>
      <span className="fin-cell__avatar" aria-hidden="true">
        {src && !broken ? <img src={src} alt="" onError={() => setBroken(true)} /> : title.trim().charAt(0).toUpperCase()}
      </span>
      <span className="fin-cell__text">
        <span className="fin-cell__title">{title}</span>
        {subtitle && <span className="fin-cell__subtitle">{subtitle}</span>}
      </span>
      {(amount || status) && (
        <span className="fin-cell__end">
          {amount && <span className="fin-cell__amount" dir="ltr">{amount}</span>}
          {status && (
            <span
              className="fin-cell__status"
              style={statusTone ? ({ '--fin-status-tone': toneColor[statusTone] } as CSSProperties) : undefined}
            >
              {status}
            </span>
          )}
        </span>
      )}
      {onClick && <Icon name="chevronRight" size={20} className="fin-cell__chevron" />}
    </>
  );
  return onClick ? (
    <button type="button" className={cx('fin-cell', 'fin-cell--action', className)} part="transaction-cell" onClick={onClick}>
      {content}
    </button>
  ) : (
    <div className={cx('fin-cell', className)} part="transaction-cell">
      {content}
    </div>
  );
}

/** A cell's layout, shared by every row-shaped cell (transaction, FAQ, funds, restriction). */
export const cellStyles = styles(`
.fin-cell {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 64px; margin: 0; padding: 10px 12px;
  border: 0; border-radius: ${token.radiusSmall}; background: transparent; color: inherit; text-align: start;
}
.fin-cell--action { cursor: pointer; transition: background-color 120ms ease; }
.fin-cell--action:hover { background: ${token.colorSurfaceAlt}; }
.fin-cell__avatar {
  display: grid; place-items: center; flex: none; width: 40px; height: 40px; overflow: hidden; border-radius: 50%;
  font-weight: 650; color: ${token.colorAccent}; background: ${token.colorAccentSoft};
}
.fin-cell__avatar > img { width: 100%; height: 100%; object-fit: cover; }
.fin-cell__text { display: flex; flex-direction: column; flex: 1 1 auto; min-width: 0; }
.fin-cell__title { font-weight: 600; overflow: hidden; text-overflow: ellipsis; }
.fin-cell__subtitle { font-size: 13px; color: ${token.colorTextMuted}; }
.fin-cell__end { display: flex; flex-direction: column; align-items: flex-end; flex: none; text-align: end; }
.fin-cell__amount { font-weight: 600; font-variant-numeric: tabular-nums; }
.fin-cell__status { --fin-status-tone: ${token.colorTextMuted}; font-size: 13px; color: var(--fin-status-tone); }
.fin-cell__chevron { flex: none; color: ${token.colorTextMuted}; }
`);
