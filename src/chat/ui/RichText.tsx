/**
 * A text message's content (§5): plain text with `[label](url)` links, or server rich text
 * (RichHtml, loaded when the first one shows); both render their links with ChatLink.
 */
import { Fragment, Suspense } from 'react';
import { parseLinkedText } from '../../shared/links';
import { ChatLink } from './ChatLink';
import { LazyRichHtml } from './lazy';

const LOOKS_LIKE_HTML = /<\/?(p|span|a|em|strong|ul|ol|li|i|b|br|div)\b[^>]*>/i;

export function RichText({ text }: { text: string }) {
  if (!LOOKS_LIKE_HTML.test(text)) {
    return (
      <span className="text">
        {parseLinkedText(text, location.href).map((part, index) =>
          part.kind === 'text' ? (
            <Fragment key={index}>{part.text}</Fragment>
          ) : (
            <ChatLink key={index} target={part.target} label={part.label}>
              {part.label}
            </ChatLink>
          ),
        )}
      </span>
    );
  }
  return (
    <Suspense fallback={<span className="text">{text.replace(/<[^>]*>/g, '')}</span>}>
      <LazyRichHtml html={text} />
    </Suspense>
  );
}
