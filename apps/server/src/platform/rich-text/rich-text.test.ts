import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { looksLikeHtml, richTextField, richTextToPlain, sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('drops a script element with its content', () => {
    expect(sanitizeRichText('<p>Hello</p><script>alert(1)</script>')).toBe('<p>Hello</p>');
  });

  it('drops event attributes and images', () => {
    expect(sanitizeRichText('<p onclick="x()">Hi <img src=x onerror="alert(1)"></p>')).toBe('<p>Hi </p>');
  });

  it('removes javascript:, data: and relative links but keeps the words', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">a</a></p>')).toBe(
      '<p><a rel="noopener noreferrer" target="_blank">a</a></p>',
    );
    expect(sanitizeRichText('<p><a href="jav&#x61;script:alert(1)">b</a></p>')).not.toContain('href');
    expect(sanitizeRichText('<p><a href="data:text/html,x">c</a></p>')).not.toContain('href');
    expect(sanitizeRichText('<p><a href="/admin">d</a></p>')).not.toContain('href');
  });

  it('keeps http, https and mailto links and forces rel and target', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hr@example.com">mail</a>')).toContain('href="mailto:hr@example.com"');
  });

  it('strips style attributes, style elements, iframes and unknown tags', () => {
    expect(sanitizeRichText('<p style="color:red">a</p><style>p{}</style><iframe src="https://x"></iframe><div>b</div>')).toBe('<p>a</p>b');
  });

  it('keeps allowed elements nested in each other', () => {
    const html =
      '<ul><li><strong>Bold <em>and italic</em></strong></li><li><u>under</u> <s>gone</s></li></ul><ol><li><code>x</code></li></ol><blockquote><p>q</p></blockquote><h3>t</h3><h4>u</h4><pre>p</pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('upgrades plain text: escaped, blank lines part paragraphs, line breaks kept', () => {
    expect(sanitizeRichText('Fish & chips < 5\nsecond line\n\nnext paragraph')).toBe(
      '<p>Fish &amp; chips &lt; 5<br />second line</p><p>next paragraph</p>',
    );
  });

  it('turns an editor’s empty paragraph into an empty value', () => {
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('   ')).toBe('');
  });
});

describe('richTextField', () => {
  it('answers a validation error naming the field when the stored HTML is too long', () => {
    const tooLong = `<p>${'a'.repeat(20)}</p>`;
    expect(() => richTextField(tooLong, 20, 'instructions')).toThrowError(AppError);
    try {
      richTextField(tooLong, 20, 'instructions');
    } catch (error) {
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify((error as AppError).details)).toContain('instructions');
    }
  });

  it('rejects a required field left without text', () => {
    expect(() => richTextField('<p> </p>', 100, 'body', { required: true })).toThrowError(/body/);
  });
});

describe('richTextToPlain', () => {
  it('shows text with paragraphs, breaks, list markers and link addresses instead of tags', () => {
    const html =
      '<p>Hello <strong>team</strong></p><p>line one<br />line two</p><ul><li>a</li><li>b</li></ul><ol><li>first</li><li>second</li></ol><p><a href="https://x.test/">docs</a> &amp; more</p>';
    expect(richTextToPlain(html)).toBe('Hello team\nline one\nline two\n• a\n• b\n1. first\n2. second\ndocs (https://x.test/) & more');
  });

  it('returns older plain text as it is', () => {
    expect(richTextToPlain('A < B & C\nnext')).toBe('A < B & C\nnext');
  });

  it('never returns the content of a script', () => {
    expect(richTextToPlain('<p>x</p><script>alert(1)</script>')).toBe('x');
  });

  it('tells markup from text', () => {
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
    expect(looksLikeHtml('<p>a</p>')).toBe(true);
    expect(looksLikeHtml('x <br/> y')).toBe(true);
  });
});
