/**
 * A calm progress timeline, like a parcel tracker: done steps have a solid dot and line,
 * the current step a ringed dot, pending steps a hollow dot and a dashed line. Prop-driven, so
 * the ticket widget and the form engine's WIDGET_PROGRESSION item render the same thing.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Button, buttonStyles } from './Button';
import { cx } from './cx';
import { Icon } from './Icon';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { token } from './theme';
import { toneColor } from './tone';
import type { Tone } from './tone';
import { styles } from './sheets';

export type TimelineStepState = 'done' | 'current' | 'pending';

export interface TimelineStep {
  id: string;
  title: string;
  /** Already formatted for the locale. */
  date?: string | undefined;
  description?: string | undefined;
  state: TimelineStepState;
  /** Style of the line to the next step: solid (done) or dashed (pending). */
  line: 'solid' | 'dashed';
  /** Colour of the dot; default accent for done and current, muted for pending. */
  tone?: Tone | undefined;
  action?: { label: string; onClick: () => void } | undefined;
}

export interface ProgressTimelineProps {
  steps: readonly TimelineStep[];
  /** Heading above the steps, with an optional control on its right. */
  title?: string | undefined;
  headerAction?: ReactNode;
  /** Screen-reader words for each state; default the `ui.step.*` texts. */
  stateLabels?: Readonly<Record<TimelineStepState, string>>;
  className?: string;
}

export function ProgressTimeline({ steps, title, headerAction, stateLabels, className }: ProgressTimelineProps) {
  const t = useStrings(uiStrings);
  const labels = stateLabels ?? { done: t('step.done'), current: t('step.current'), pending: t('step.pending') };
  return (
    <div className={cx('fin-timeline', className)} part="timeline">
      {(title || headerAction) && (
        <div className="fin-timeline__header">
          {title && <p className="fin-timeline__title">{title}</p>}
          {headerAction}
        </div>
      )}
      <ol className="fin-timeline__steps">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={cx('fin-timeline__step', `fin-timeline__step--${step.state}`, `fin-timeline__step--line-${step.line}`)}
            part={`timeline-step timeline-step-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            style={step.tone ? ({ '--fin-step-tone': toneColor[step.tone] } as CSSProperties) : undefined}
          >
            <span className="fin-timeline__marker" aria-hidden="true">
              <span className="fin-timeline__dot">{step.state === 'done' && <Icon name="check" size={12} />}</span>
              {index < steps.length - 1 && <span className="fin-timeline__line" />}
            </span>
            <div className="fin-timeline__content">
              <p className="fin-timeline__step-title">
                <span className="fin-visually-hidden">{labels[step.state]}: </span>
                {step.title}
              </p>
              {step.date && <p className="fin-timeline__date">{step.date}</p>}
              {step.description && <p className="fin-timeline__description">{step.description}</p>}
              {step.action && (
                <Button variant="secondary" size="small" className="fin-timeline__action" onClick={step.action.onClick}>
                  {step.action.label}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** After the button's sheet (the step actions). */
export const progressTimelineStyles = styles(`
.fin-timeline { --fin-step-done: ${token.colorAccent}; }
.fin-timeline__header { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.fin-timeline__title { margin: 0; font-weight: 650; }
.fin-timeline__header > .fin-button { flex: none; white-space: nowrap; }
.fin-timeline__steps { list-style: none; margin: 0; padding: 0; }
.fin-timeline__step { --fin-step-tone: var(--fin-step-done); display: flex; gap: 14px; }
.fin-timeline__step--pending { --fin-step-tone: ${token.colorBorder}; }
.fin-timeline__marker { position: relative; display: flex; flex-direction: column; align-items: center; flex: none; width: 20px; }
.fin-timeline__dot {
  display: grid; place-items: center; flex: none; width: 20px; height: 20px; margin-top: 1px; border-radius: 50%;
  color: ${token.colorAccentContrast}; background: var(--fin-step-tone); border: 2px solid var(--fin-step-tone);
}
.fin-timeline__dot > svg { stroke-width: 3; }
.fin-timeline__step--current .fin-timeline__dot {
  background: ${token.colorSurface}; border-width: 6px;
  box-shadow: 0 0 0 4px color-mix(in srgb, var(--fin-step-tone) 18%, transparent);
}
.fin-timeline__step--pending .fin-timeline__dot { background: ${token.colorSurface}; }
.fin-timeline__line { flex: 1 1 auto; width: 0; min-height: 16px; margin: 4px 0; border-inline-start: 2px solid var(--fin-step-tone); }
.fin-timeline__step--line-dashed .fin-timeline__line { border-inline-start-style: dashed; border-inline-start-color: ${token.colorBorder}; }
.fin-timeline__content { flex: 1 1 auto; min-width: 0; padding-bottom: 20px; }
.fin-timeline__step:last-child .fin-timeline__content { padding-bottom: 0; }
.fin-timeline__content > p { margin: 0; }
.fin-timeline__step-title { font-weight: 600; }
.fin-timeline__step--pending .fin-timeline__step-title { font-weight: 500; color: ${token.colorTextMuted}; }
.fin-timeline__date { font-size: 13px; color: ${token.colorTextMuted}; }
.fin-timeline__description { margin-top: 4px !important; font-size: 14px; color: ${token.colorTextMuted}; }
.fin-timeline__action { margin-top: 10px; }
`, buttonStyles);
