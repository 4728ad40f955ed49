import { useMemo } from 'react';
import { cn } from '../lib/cn';
import { looksLikeHtml, richTextClass, sanitizeRichText } from '../lib/rich-text';

type RichTextProps = {
  /** Stored rich text (sanitised HTML) or older plain text without tags. */
  value: string;
  className?: string;
  testId?: string;
};

/**
 * The one place that renders HTML (the lint rule against dangerouslySetInnerHTML names it): the
 * value is sanitised here with DOMPurify and the rich-text allow-list whatever the server did.
 * Text without tags is older plain text and is rendered as text with its line breaks.
 */
export function RichText({ value, className, testId }: RichTextProps) {
  const html = useMemo(() => (looksLikeHtml(value) ? sanitizeRichText(value) : null), [value]);
  if (html === null) {
    return (
      <p dir="auto" className={cn('text-sm break-words whitespace-pre-line text-ink', className)} data-testid={testId}>
        {value}
      </p>
    );
  }
  return (
    <div
      dir="auto"
      className={cn(richTextClass, className)}
      data-testid={testId}
      // eslint-disable-next-line no-restricted-syntax -- the sanitising wrapper: html is DOMPurify's output above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
