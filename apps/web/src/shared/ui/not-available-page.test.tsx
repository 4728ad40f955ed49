import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../lib/registry';
import { ScreenContext } from '../lib/screen-context';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { NotAvailablePage } from './not-available-page';

await initTestI18n();

const route = (layout: ScreenRoute['layout']): ScreenRoute => ({
  id: 'x',
  path: '/calendar',
  title: 'workspace:screens.calendar',
  layout,
  protected: true,
  load: () => Promise.resolve({ Screen: NotAvailablePage }),
});

describe('"not available yet" screen', () => {
  it('names the screen and says plainly that it is not available, with no data', async () => {
    await renderAsync(
      <ScreenContext value={route('default')}>
        <NotAvailablePage />
      </ScreenContext>,
    );
    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet. It will appear here as soon as it is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a way home in the blank layout', async () => {
    await renderAsync(
      <ScreenContext value={route('blank')}>
        <NotAvailablePage />
      </ScreenContext>,
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });
});
