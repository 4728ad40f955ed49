import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { AttachmentsPanel } from './attachments-panel';

await initTestI18n();

afterEach(() => vi.restoreAllMocks());

const files = [
  { id: 'f1', fileName: 'brief.pdf', uploadedByName: 'Mona Haddad', canRemove: true },
  { id: 'f2', fileName: 'تقرير.pdf', uploadedByName: 'Rami Saleh', canRemove: false },
];

describe('attachments panel', () => {
  it('lists files with their uploader, sends each chosen file, and removes only a removable one after asking', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    render(
      <AttachmentsPanel
        title="Files"
        testId="files"
        files={files}
        downloadPath={(f) => `/x/${f.id}`}
        onAdd={onAdd}
        onRemove={onRemove}
        errorText={() => 'refused'}
      />,
    );
    const panel = screen.getByTestId('files');
    expect(within(panel).getByRole('heading', { name: 'Files' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'brief.pdf' })).toBeInTheDocument();
    expect(within(panel).getByText('· Rami Saleh')).toBeInTheDocument();
    // Only the first file is the user's to remove.
    expect(within(panel).queryByRole('button', { name: 'Remove تقرير.pdf' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Remove brief.pdf' }));
    expect(confirm).toHaveBeenCalledWith('Remove brief.pdf?');
    expect(onRemove).toHaveBeenCalledWith(files[0]);

    const a = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['hello'], 'b.txt', { type: 'text/plain' });
    await user.upload(within(panel).getByLabelText('Add files'), [a, b]);
    expect(onAdd.mock.calls.map((c) => (c as unknown as [File])[0].name)).toEqual(['a.pdf', 'b.txt']);
  });

  it('shows the refusal in words and offers no file input to a reader', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <AttachmentsPanel
        title="Files"
        testId="files"
        files={[]}
        downloadPath={() => '/x'}
        onAdd={() => Promise.reject(new Error('413'))}
        errorText={() => 'The file is too large.'}
      />,
    );
    expect(screen.getByText('No files yet')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add files'), new File(['x'], 'big.pdf'));
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
    rerender(<AttachmentsPanel title="Files" testId="files" files={files} downloadPath={() => '/x'} errorText={() => ''} />);
    expect(screen.queryByLabelText('Add files')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
