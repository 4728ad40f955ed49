import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText (the sanitising wrapper)', () => {
  it('renders an XSS payload inert: no script, no image, no handler, no javascript: link', () => {
    const payload =
      '<p onclick="window.hit=1">Hi <strong>there</strong><img src=x onerror="window.hit=2"></p><script>window.hit=3</script>' +
      '<iframe src="https://evil.test"></iframe><a href="javascript:window.hit=4" style="color:red">click</a><svg onload="window.hit=5"></svg>';
    const { container } = render(<RichText value={payload} testId="out" />);
    const out = container.querySelector('[data-testid="out"]')!;
    expect(out.querySelector('strong')?.textContent).toBe('there');
    expect(out.querySelectorAll('script, img, iframe, svg, [style], [onclick], [onerror]')).toHaveLength(0);
    const link = out.querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hit?: number }).hit).toBeUndefined();
  });

  it('keeps safe links and opens them in a new tab without the opener', () => {
    const { container } = render(<RichText value={'<p><a href="https://example.com/a" target="_self">docs</a></p>'} />);
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows older plain text as text with its line breaks, never as markup', () => {
    const { container } = render(<RichText value={'Fish & chips < 5\nnext line'} testId="out" />);
    const out = container.querySelector('[data-testid="out"]')!;
    expect(out.tagName).toBe('P');
    expect(out.textContent).toBe('Fish & chips < 5\nnext line');
    expect(out.children).toHaveLength(0);
    expect(out).toHaveClass('whitespace-pre-line');
  });
});
