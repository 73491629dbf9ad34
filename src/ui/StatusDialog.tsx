/**
 * The spec's status dialog: an outcome icon in a coloured circle, a title, an optional
 * description and stacked action buttons. Progress shows a spinner and is not dismissible by
 * default.
 */
import type { ReactNode } from 'react';
import { Button, buttonStyles } from './Button';
import type { ButtonVariant } from './Button';
import { Dialog, dialogStyles } from './Dialog';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { Spinner } from './Spinner';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { token } from './theme';
import { styles } from './sheets';

export type StatusVariant = 'success' | 'pending' | 'failure' | 'offline' | 'warning' | 'progress';

export const statusVariants: readonly StatusVariant[] = ['success', 'pending', 'failure', 'offline', 'warning', 'progress'];

export interface StatusDialogAction {
  label: string;
  onClick: () => void;
  /** Default: the first action is primary, the others secondary. */
  variant?: ButtonVariant;
  loading?: boolean;
  disabled?: boolean;
}

export interface StatusDialogProps {
  open: boolean;
  variant: StatusVariant;
  title: ReactNode;
  description?: ReactNode;
  actions?: readonly StatusDialogAction[];
  /** Escape and the overlay close through this (when dismissible). */
  onClose: () => void;
  /** Default true, except for 'progress'. */
  dismissible?: boolean;
  /** Replaces the variant's icon (for example a server-given image). */
  illustration?: ReactNode;
  /** Accessible name of the icon; default the variant's name (Success, Pending, …). */
  statusLabel?: string;
  className?: string;
}

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

export function StatusDialog({
  open,
  variant,
  title,
  description,
  actions = [],
  onClose,
  dismissible = variant !== 'progress',
  illustration,
  statusLabel,
  className,
}: StatusDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      dismissible={dismissible}
      closeButton={false}
      className={className}
      illustration={illustration ?? <StatusIcon variant={variant} label={statusLabel} />}
      actions={
        actions.length === 0
          ? undefined
          : actions.map((action, index) => (
              <Button
                key={`${index}-${action.label}`}
                variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
                loading={action.loading}
                disabled={action.disabled}
                fullWidth
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))
      }
    />
  );
}

export const statusDialogStyles = styles(`
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
`, dialogStyles, buttonStyles);
