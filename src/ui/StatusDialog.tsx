/**
 * The spec's status dialog: an outcome icon in a coloured circle, a title, an optional
 * description and stacked action buttons. Progress shows a spinner and is not dismissible by
 * default.
 */
import type { ReactNode } from 'react';
import { Button, buttonStyles } from './Button';
import type { ButtonVariant } from './Button';
import { Dialog, dialogStyles } from './Dialog';
import { useModalSheets } from './ModalFrame';
import { StatusIcon, statusIconStyles } from './StatusIcon';
import type { StatusVariant } from './StatusIcon';
import { unique } from './sheets';

export { StatusIcon, statusIconStyles, statusVariants } from './StatusIcon';
export type { StatusVariant } from './StatusIcon';

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
  useModalSheets(statusDialogStyles);
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

export const statusDialogStyles = unique(dialogStyles, buttonStyles, statusIconStyles);
