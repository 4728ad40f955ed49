import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLocation, navigate } from '../../shared/lib/router';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { Header } from './header';
import { normalizeForSearch, searchScreens } from './screen-search';
import { SearchDialog } from './search-dialog';

const i18n = await initTestI18n();

const screens = [
  { id: 'a', path: '/staff_attendence', label: 'Attendance' },
  { id: 'b', path: '/routine_reports', label: 'Routine Reports' },
  { id: 'c', path: '/reports_pages', label: 'HCIMS Reports' },
  { id: 'd', path: '/x', label: 'Présences' },
];

describe('screen search', () => {
  it('finds screens by every typed word, ignoring case and accents', () => {
    expect(searchScreens('REPORTS', screens).map((s) => s.id)).toEqual(['c', 'b']);
    expect(searchScreens('routine rep', screens).map((s) => s.id)).toEqual(['b']);
    expect(searchScreens('presences', screens).map((s) => s.id)).toEqual(['d']);
    expect(searchScreens('   ', screens)).toEqual([]);
    expect(normalizeForSearch('Ελληνικά Έ')).toBe('ελληνικα ε');
  });

  it('puts names that start with the query first', () => {
    expect(searchScreens('r', [...screens].reverse()).map((s) => s.id)).toEqual(['b', 'c', 'd']);
  });
});

describe('search dialog', () => {
  it('searches screens by name in the current language and opens the chosen one', async () => {
    navigate('/');
    const user = userEvent.setup();
    await renderAsync(<SearchDialog open onOpenChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Search screens and people' });
    await user.type(input, 'attend');
    const results = screen.getByRole('listbox');
    expect(
      within(results)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['AttendanceRoutines']);
    await user.keyboard('{Enter}');
    expect(getLocation().pathname).toBe('/staff_attendence');
  });

  it('uses the current language', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    await renderAsync(<SearchDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByRole('combobox'), 'présen');
    expect(within(screen.getByRole('listbox')).getByText('Présences')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('says when nothing matches, and moves through results with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderAsync(<SearchDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzzz”.');
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'evaluation');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
  });

  it('opens with Ctrl+K and Cmd+K from the header', async () => {
    let opened = 0;
    await renderAsync(
      <Header sidebarVisible onToggleSidebar={() => undefined} onOpenSearch={() => opened++} onOpenCustomizer={() => undefined} />,
    );
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    fireEvent.keyDown(window, { key: 'k' });
    expect(opened).toBe(2);
  });
});
