/**
 * Structured content (§3.2): vbox / hbox containers with their spacing, and text, date, time,
 * phone, money, boolean and file items, each with its style classes (italic, bold, normal-text,
 * heading1–3).
 */
import { Suspense } from 'react';
import { useElement } from '../../ui/element-context';
import { formatDate, formatMoney, formatTime } from '../../shared/i18n';
import { useStrings } from '../../ui/useStrings';
import type { Chat } from '../core/chat';
import type { StructureContainer, StructureItem, StructureNode } from '../core/structure';
import { strings } from '../strings';
import { LazyAttachment } from './lazy';

const SPACING_UNITS = /^(px|rem|em)$/;

export function Structure({ chat, node }: { chat: Chat; node: StructureNode }) {
  if (node.type === 'vbox' || node.type === 'hbox') {
    const box = node as StructureContainer;
    const gap = box.spacing && SPACING_UNITS.test(box.spacing.unit) ? `${box.spacing.value}${box.spacing.unit}` : undefined;
    return (
      <div className={`structure-${box.type}`} style={gap ? { gap } : undefined}>
        {box.items.map((item, index) => (
          <Structure key={index} chat={chat} node={item} />
        ))}
      </div>
    );
  }
  return <Item chat={chat} item={node as StructureItem} />;
}

function Item({ chat, item: node }: { chat: Chat; item: StructureItem }) {
  const t = useStrings(strings);
  const { config } = useElement();
  const locale = config.locale;
  const className = ['structure-item', ...node.styleClasses.map((name) => `sc-${name}`)].join(' ');
  switch (node.type) {
    case 'text':
      return <span className={className}>{node.text}</span>;
    case 'date':
    case 'time': {
      const at = Date.parse(node.value);
      const text = Number.isNaN(at) ? node.value : node.type === 'date' ? formatDate(at, { dateStyle: 'medium' }, locale) : formatTime(at, locale);
      return (
        <time className={className} dateTime={node.value}>
          {text}
        </time>
      );
    }
    case 'phone':
      return (
        <a className={className} href={`tel:${node.value.replace(/[^\d+]/g, '')}`}>
          {node.value}
        </a>
      );
    case 'money':
      return <span className={className} dir="ltr">{formatMoney(node.amount, node.currency, locale)}</span>;
    case 'boolean':
      return <span className={className}>{node.value ? t('yes') : t('no')}</span>;
    case 'file':
      return (
        <span className={className}>
          <Suspense fallback={node.filename}>
            <LazyAttachment chat={chat} uploadId={node.id} fileName={node.filename} mediaType={node.mediaType} />
          </Suspense>
        </span>
      );
  }
}
