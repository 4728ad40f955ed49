import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ltr, LtrSentence } from './ltr';

describe('Ltr and LtrSentence', () => {
  it('isolates a value as left-to-right text', () => {
    const { container } = render(<Ltr>EMP-0042</Ltr>);
    expect(container.innerHTML).toBe('<bdi dir="ltr">EMP-0042</bdi>');
  });

  it('puts each value where the translation places it, isolated, and leaves the sentence as it is', () => {
    const translate = (slots: Record<string, string>) => `أرسلنا الرابط إلى ${slots.email} لفتح ${slots.path}.`;
    const { container } = render(
      <p>
        <LtrSentence text={translate} values={{ email: 'omar@example.test', path: '/auth/x/' }} />
      </p>,
    );
    const isolated = [...container.querySelectorAll('bdi')].map((b) => [b.getAttribute('dir'), b.textContent]);
    expect(isolated).toEqual([
      ['ltr', 'omar@example.test'],
      ['ltr', '/auth/x/'],
    ]);
    expect(container.textContent).toBe('أرسلنا الرابط إلى omar@example.test لفتح /auth/x/.');
  });

  it('shows a sentence without values unchanged', () => {
    const { container } = render(
      <p>
        <LtrSentence text={() => 'Nothing to isolate'} values={{}} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Nothing to isolate</p>');
  });
});
