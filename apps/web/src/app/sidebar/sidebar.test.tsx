import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from '../../shared/lib/router';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { Sidebar } from './sidebar';

await initTestI18n();

const group = (name: string) => screen.getByRole('button', { name });
const panel = (id: string) => screen.getByTestId(`sidebar-panel-${id}`);

describe('sidebar', () => {
  beforeEach(() => navigate('/add_designation'));

  it('marks the link of the current path and opens its group on load', async () => {
    await renderAsync(<Sidebar visible onToggle={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Create Designation' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(group('Settings')).toHaveAttribute('aria-expanded', 'true');
    expect(panel('settings')).toHaveAttribute('data-open', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2); // the group and the collapse button
  });

  it('is an accordion: one group open at a time, and clicking the open group closes it', async () => {
    const user = userEvent.setup();
    await renderAsync(<Sidebar visible onToggle={() => undefined} />);
    await user.click(group('Tasks'));
    expect(group('Tasks')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Settings')).toHaveAttribute('aria-expanded', 'false');
    await user.click(group('Routines'));
    expect(group('Routines')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Tasks')).toHaveAttribute('aria-expanded', 'false');
    await user.click(group('Routines'));
    expect(group('Routines')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true }).filter((b) => b.dataset.group)).toHaveLength(0);
  });

  it('opens the group of a page reached some other way (search, voice)', async () => {
    await renderAsync(<Sidebar visible onToggle={() => undefined} />);
    act(() => navigate('/view_results'));
    expect(group('Training Section')).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel('training')).getByRole('link', { name: 'Quiz Results' })).toHaveAttribute('aria-current', 'page');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    await renderAsync(<Sidebar visible onToggle={() => undefined} />);
    group('Evaluation').focus();
    await user.keyboard('{Enter}');
    expect(group('Evaluation')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(group('Evaluation')).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the logo to / and offers a logout action', async () => {
    await renderAsync(<Sidebar visible onToggle={() => undefined} />);
    expect(screen.getByRole('link', { name: 'HCIMS home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('is inert (out of the tab order) while hidden', async () => {
    await renderAsync(<Sidebar visible={false} onToggle={() => undefined} />);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('inert');
  });

  it('navigates inside the app on a plain click', async () => {
    await renderAsync(<Sidebar visible onToggle={() => undefined} />);
    fireEvent.click(screen.getByRole('link', { name: 'Company Information' }));
    expect(window.location.pathname).toBe('/company_info');
  });
});
