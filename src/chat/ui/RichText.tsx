/**
 * A text message's content (§5): plain text with `[label](url)` links through LinkedText; server
 * rich text through RichHtml (loaded when the first one shows).
 */
import { Suspense } from 'react';
import { LinkedText } from '../../ui/LinkedText';
import { LazyRichHtml } from './lazy';

const LOOKS_LIKE_HTML = /<\/?(p|span|a|em|strong|ul|ol|li|i|b|br|div)\b[^>]*>/i;

export function RichText({ text, mobileOnly }: { text: string; mobileOnly: string }) {
  if (!LOOKS_LIKE_HTML.test(text)) {
    return (
      <span className="text">
        <LinkedText text={text} />
      </span>
    );
  }
  return (
    <Suspense fallback={<span className="text">{text.replace(/<[^>]*>/g, '')}</span>}>
      <LazyRichHtml html={text} mobileOnly={mobileOnly} />
    </Suspense>
  );
}
