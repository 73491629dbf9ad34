/**
 * The outcome icon in a coloured circle: the status dialog's illustration, and the icon of the
 * full screens a view shows at first paint (a form's load failure). Apart from the dialog so a
 * page that shows it does not load the modal family.
 */
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { Spinner } from './Spinner';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { token } from './theme';
import { styles } from './sheets';

export type StatusVariant = 'success' | 'pending' | 'failure' | 'offline' | 'warning' | 'progress';

export const statusVariants: readonly StatusVariant[] = ['success', 'pending', 'failure', 'offline', 'warning', 'progress'];

const glyphs: Record<Exclude<StatusVariant, 'progress'>, IconName> = {
  success: 'check',
  pending: 'clock',
  failure: 'close',
  offline: 'offline',
  warning: 'exclamation',
};

export function StatusIcon({ variant, label: ownLabel }: { variant: StatusVariant; label?: string }) {
  const t = useStrings(uiStrings);
  const label = ownLabel ?? t(`status.${variant}`);
  if (variant === 'progress') {
    return (
      <span className="fin-status-icon fin-status-icon--progress" part="status-icon">
        <Spinner size={36} label={label} />
      </span>
    );
  }
  return (
    <span className={`fin-status-icon fin-status-icon--${variant}`} part="status-icon" role="img" aria-label={label}>
      <Icon name={glyphs[variant]} size={36} />
    </span>
  );
}

export const statusIconStyles = styles(`
.fin-status-icon {
  --fin-status-tone: ${token.colorAccent};
  display: grid; place-items: center; width: 72px; height: 72px; margin-bottom: 8px; border-radius: 50%;
  color: var(--fin-status-tone); background: color-mix(in srgb, var(--fin-status-tone) 12%, ${token.colorSurface});
}
.fin-status-icon > svg { stroke-width: 2.2; }
.fin-status-icon--success { --fin-status-tone: ${token.colorSuccess}; }
.fin-status-icon--failure { --fin-status-tone: ${token.colorDanger}; }
.fin-status-icon--warning { --fin-status-tone: ${token.colorWarning}; }
.fin-status-icon--offline { --fin-status-tone: ${token.colorTextMuted}; }
`);
