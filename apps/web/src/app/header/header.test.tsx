import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/lib/session';
import { getSettingsStore } from '../../shared/lib/settings';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { inboxStore } from './inbox-store';
import { MessagesDropdown } from './messages-dropdown';
import { NotificationsDropdown } from './notifications-dropdown';
import { ProfileDropdown } from './profile-dropdown';
import { nextTheme } from './theme-cycle';
import { ThemeToggle } from './theme-toggle';

await initTestI18n();

beforeEach(() => {
  inboxStore.setState({ messages: [], notifications: [] });
  getSettingsStore().getState().toggleTheme('light');
});

describe('theme toggle', () => {
  it('cycles light, dark, system, then light', async () => {
    expect(nextTheme).toEqual({ light: 'dark', dark: 'system', system: 'light' });
    const user = userEvent.setup();
    await renderAsync(<ThemeToggle />);
    const button = screen.getByTestId('theme-toggle');
    const seen = [button.dataset.theme];
    for (let i = 0; i < 3; i++) {
      await user.click(button);
      seen.push(button.dataset.theme);
    }
    expect(seen).toEqual(['light', 'dark', 'system', 'light']);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(button).toHaveAccessibleName('Theme: Light. Switch to Dark');
  });
});

describe('profile avatar', () => {
  it('shows the initials of the first and last names, as the profile, lock screen and employee list do', async () => {
    const user = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'omar@example.test',
      name: 'Omar Al Mansoori',
      status: 'active' as const,
    };
    sessionStore.setState({ user });
    await renderAsync(<ProfileDropdown />);
    expect(screen.getByTestId('profile-trigger').querySelector('[aria-hidden="true"]')).toHaveTextContent(/^OM$/);
    sessionStore.setState({ user: null });
  });
});

describe('messages and notifications', () => {
  it("say 'No data available.' when empty", async () => {
    const user = userEvent.setup();
    await renderAsync(<MessagesDropdown />);
    await user.click(screen.getByTestId('messages-trigger'));
    expect(within(await screen.findByTestId('messages')).getByText('No data available.')).toBeInTheDocument();
  });

  it('let the user dismiss each message', async () => {
    inboxStore.getState().setMessages([
      { id: 1, title: 'Payroll', message: 'Slips are ready', time: '09:00' },
      { id: 2, title: 'Leave', message: 'Approved', time: '10:00' },
    ]);
    const user = userEvent.setup();
    await renderAsync(<MessagesDropdown />);
    await user.click(screen.getByTestId('messages-trigger'));
    const list = await screen.findByTestId('messages');
    expect(within(list).getAllByTestId('messages-item')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Dismiss “Payroll”' }));
    expect(within(list).getAllByTestId('messages-item')).toHaveLength(1);
    expect(inboxStore.getState().messages.map((m) => m.id)).toEqual([2]);
    await user.click(within(list).getByRole('button', { name: 'Dismiss “Leave”' }));
    expect(within(list).getByText('No data available.')).toBeInTheDocument();
  });

  it('let the user dismiss each notification', async () => {
    act(() => inboxStore.getState().setNotifications([{ id: 'n1', message: 'Omar approved your leave', time: 'now' }]));
    const user = userEvent.setup();
    await renderAsync(<NotificationsDropdown />);
    await user.click(screen.getByTestId('notifications-trigger'));
    const list = await screen.findByTestId('notifications');
    await user.click(within(list).getByRole('button', { name: 'Dismiss “Omar approved your leave”' }));
    expect(within(list).getByText('No data available.')).toBeInTheDocument();
  });

  it('are 300 px wide on small screens and 375 / 350 px from 640 px', async () => {
    const user = userEvent.setup();
    await renderAsync(
      <>
        <MessagesDropdown />
        <NotificationsDropdown />
      </>,
    );
    await user.click(screen.getByTestId('messages-trigger'));
    expect(await screen.findByTestId('messages')).toHaveClass('w-[300px]', 'sm:w-[375px]');
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('notifications-trigger'));
    expect(await screen.findByTestId('notifications')).toHaveClass('w-[300px]', 'sm:w-[350px]');
  });
});
