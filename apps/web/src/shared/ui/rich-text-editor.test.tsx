import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { RichTextEditor } from './rich-text-editor';

await initTestI18n();

/** A form with one rich-text field; `seen` receives the value the form holds at submit. */
function Form({ seen, initial = '', error }: { seen: (v: string) => void; initial?: string; error?: string }) {
  const form = useForm({ defaultValues: { instructions: initial } });
  return (
    <form onSubmit={(e) => void form.handleSubmit((v) => seen(v.instructions))(e)}>
      <Controller
        control={form.control}
        name="instructions"
        render={({ field }) => (
          <RichTextEditor
            label="Instructions"
            hint="Use the toolbar"
            error={error}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const selectAll = (node: Node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
};

/** jsdom has no editing commands: a stand-in that wraps the selection the way a browser does for bold. */
const execCommand = vi.fn((command: string) => {
  if (command !== 'bold') return false;
  const range = window.getSelection()!.getRangeAt(0);
  const b = document.createElement('b');
  b.appendChild(range.extractContents());
  range.insertNode(b);
  return true;
});

describe('RichTextEditor', () => {
  beforeEach(() => {
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  });
  afterEach(() => {
    execCommand.mockClear();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('is a textbox named by its label, described by its hint and error, with a labelled toolbar', () => {
    render(<Form seen={vi.fn()} error="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Instructions' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Use the toolbar Too long');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Clear formatting' })).toBeInTheDocument();
    // One tab stop for the whole toolbar.
    expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
  });

  it('hands what is typed to the form as HTML, and shows older plain text as paragraphs', async () => {
    const seen = vi.fn();
    render(<Form seen={seen} initial={'First < line\nsecond'} />);
    const box = screen.getByRole('textbox', { name: 'Instructions' });
    expect(box.innerHTML).toBe('<p>First &lt; line<br>second</p>');
    const user = userEvent.setup();
    box.innerHTML = '';
    await user.click(box);
    await user.type(box, 'Call A&B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveBeenCalledWith('<p>Call A&amp;B</p>');
  });

  it('stores loose typed text and an engine’s mis-nested list as paragraphs', async () => {
    const seen = vi.fn();
    render(<Form seen={seen} />);
    const box = screen.getByRole('textbox', { name: 'Instructions' });
    box.innerHTML = 'Loose <b>text</b><p></p><ul><li>one</li></ul>tail';
    fireEvent.input(box);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveBeenCalledWith('<p>Loose <b>text</b></p><ul><li>one</li></ul><p>tail</p>');
  });

  it('applies bold from the toolbar and with Ctrl+B, and the form receives it', async () => {
    const seen = vi.fn();
    render(<Form seen={seen} initial="<p>important</p>" />);
    const box = screen.getByRole('textbox', { name: 'Instructions' });
    selectAll(box.querySelector('p')!);
    const user = userEvent.setup();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(execCommand).toHaveBeenCalledWith('bold', false, undefined);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveBeenLastCalledWith('<p><b>important</b></p>');

    fireEvent.keyDown(box, { key: 'i', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'u', metaKey: true });
    expect(execCommand.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['italic', 'underline']));
  });

  it('shows Underline pressed only in a <u>, not in a link, and underlines a link’s words when asked', async () => {
    // Chromium answers "underlined" for any link's text, and its command adds no <u> there.
    Object.defineProperty(document, 'queryCommandState', { value: () => true, configurable: true });
    try {
      const seen = vi.fn();
      render(<Form seen={seen} initial={'<p><u>plain</u> and <a href="https://example.com">the site</a></p>'} />);
      const box = screen.getByRole('textbox', { name: 'Instructions' });
      const underline = screen.getByRole('button', { name: 'Underline' });
      selectAll(box.querySelector('u')!.firstChild!);
      fireEvent(document, new Event('selectionchange'));
      expect(underline).toHaveAttribute('aria-pressed', 'true');
      selectAll(box.querySelector('a')!.firstChild!);
      fireEvent(document, new Event('selectionchange'));
      expect(underline).toHaveAttribute('aria-pressed', 'false');

      fireEvent.mouseDown(underline);
      fireEvent.click(underline);
      expect(execCommand).not.toHaveBeenCalledWith('underline', false, undefined);
      expect(underline).toHaveAttribute('aria-pressed', 'true');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
      expect(seen).toHaveBeenCalledWith(
        '<p><u>plain</u> and <a href="https://example.com" rel="noopener noreferrer" target="_blank"><u>the site</u></a></p>',
      );
    } finally {
      Reflect.deleteProperty(document, 'queryCommandState');
    }
  });

  it('sanitises a paste: the clipboard’s scripts, images and handlers never land', async () => {
    const seen = vi.fn();
    render(<Form seen={seen} />);
    const box = screen.getByRole('textbox', { name: 'Instructions' });
    const html =
      '<p style="color:red" onclick="x()">Pasted <em>text</em><img src=x onerror="window.pwned=1"></p><script>window.pwned=2</script>';
    fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : 'Pasted text') } });
    expect(box.querySelectorAll('img, script, [style], [onclick]')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveBeenCalledWith('<p>Pasted <em>text</em></p>');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('pastes plain text escaped, not as markup', async () => {
    const seen = vi.fn();
    render(<Form seen={seen} />);
    const box = screen.getByRole('textbox', { name: 'Instructions' });
    fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? '<b>not bold</b>' : '') } });
    expect(box.querySelector('b')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveBeenCalledWith('<p>&lt;b&gt;not bold&lt;/b&gt;</p>');
  });

  it('adds a link only to an http, https or mailto address', async () => {
    const seen = vi.fn();
    render(<Form seen={seen} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an address that starts with https://, http:// or mailto:')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://example.com/plan');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveBeenCalledWith(
      '<p><a href="https://example.com/plan" rel="noopener noreferrer" target="_blank">https://example.com/plan</a></p>',
    );
  });
});
