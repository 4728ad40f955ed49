import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferredPopup, type LoadedPopupProps } from './deferred-popup';

/** A stand-in for a loaded popup: its trigger, and its panel while open. */
function FakePopup({ trigger, defaultOpen, note }: LoadedPopupProps & { note: string }) {
  return (
    <>
      <button type="button" {...trigger} data-loaded="true" />
      {defaultOpen && <div data-testid="panel">{note}</div>}
    </>
  );
}

const trigger = { className: 'icon', 'data-testid': 'trigger', 'aria-label': 'Open the thing', children: <span>T</span> };

describe('deferredPopup', () => {
  it('draws a plain trigger without loading; a pointer over it starts the download, a press opens the popup', async () => {
    const load = vi.fn(() => Promise.resolve(FakePopup));
    const Popup = deferredPopup<{ note: string }>(load, 'menu');
    const onOpenChange = vi.fn();
    render(<Popup note="hello" trigger={trigger} onOpenChange={onOpenChange} />);
    const plain = screen.getByRole('button', { name: 'Open the thing' });
    expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).toHaveClass('icon');
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.hover(plain);
    expect(load).toHaveBeenCalledTimes(1);
    // Pointing does not swap the button (a swap under a pressing pointer would lose the click).
    expect(screen.getByTestId('trigger')).not.toHaveAttribute('data-loaded');

    await user.click(screen.getByTestId('trigger'));
    expect(await screen.findByTestId('panel')).toHaveTextContent('hello');
    expect(screen.getByTestId('trigger')).toHaveAttribute('data-loaded', 'true');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a trigger drawn after the code has loaded is the popup itself, closed', async () => {
    const Popup = deferredPopup<{ note: string }>(() => Promise.resolve(FakePopup), 'dialog');
    const first = render(<Popup note="a" trigger={trigger} />);
    await userEvent.setup().click(screen.getByTestId('trigger'));
    await screen.findByTestId('panel');
    first.unmount();

    render(<Popup note="b" trigger={trigger} />);
    expect(screen.getByTestId('trigger')).toHaveAttribute('data-loaded', 'true');
    expect(screen.queryByTestId('panel')).toBeNull();
  });

  it('tries a failed download again at the next press', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(FakePopup) : Promise.reject(new Error('offline'))));
    const Popup = deferredPopup<{ note: string }>(load, 'menu');
    render(<Popup note="again" trigger={trigger} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('trigger'));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('panel')).toBeNull();

    online = true;
    await user.click(screen.getByTestId('trigger'));
    expect(await screen.findByTestId('panel')).toHaveTextContent('again');
  });
});
