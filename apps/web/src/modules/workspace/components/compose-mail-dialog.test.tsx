import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { renderAsync } from '../../../test/render';
import { blankDraft } from '../mail-compose';
import { ComposeMailDialog } from './compose-mail-dialog';

await initTestI18n();

afterEach(() => vi.unstubAllGlobals());

describe('compose mail dialog', () => {
  it('names the file picker by its label, with its limits as its description, so only the message box is named Message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }))),
    );
    await renderAsync(<ComposeMailDialog draft={blankDraft} onClose={() => undefined} />);

    const picker = screen.getByLabelText('Attach files');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAccessibleName('Attach files');
    expect(picker).toHaveAccessibleDescription('PDF, pictures, Office documents or text; up to 10 MB each and 10 files per message.');
    expect(screen.getAllByLabelText(/message/i)).toEqual([screen.getByRole('textbox', { name: 'Message' })]);
  });
});
