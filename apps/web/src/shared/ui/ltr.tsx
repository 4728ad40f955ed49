import { Fragment, type ReactNode } from 'react';

/**
 * Left-to-right text (a path, an email, a code, an employee number, a phone number) isolated from
 * the text around it: inside a right-to-left sentence "/auth/x" stays "/auth/x" instead of having
 * its slashes and dots reordered (`<bdi dir="ltr">`, HTML's bidirectional isolate).
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

// Private-use characters: never in a translation, so they mark where each value was put.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const slot = new RegExp(`${OPEN}([^${CLOSE}]+)${CLOSE}`);

/**
 * A translated sentence whose values are left-to-right text, each shown isolated with `Ltr`:
 * `<LtrSentence text={(slots) => t('notFound.message', slots)} values={{ path }} />`. The translation
 * places the values wherever its language needs them; only the values are isolated.
 */
export function LtrSentence({ text, values }: { text: (slots: Record<string, string>) => string; values: Record<string, string> }) {
  const slots = Object.fromEntries(Object.keys(values).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
  // split with one capture group alternates text and value names: [text, name, text, name, text...]
  const parts = text(slots).split(slot);
  return parts.map((part, index) =>
    index % 2 === 0 ? <Fragment key={index}>{part}</Fragment> : <Ltr key={index}>{values[part] ?? ''}</Ltr>,
  );
}
