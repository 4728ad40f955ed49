import type { MyAttendance } from '@hcims/contracts/routines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { ClockCard } from './clock-card';
import { ClockPlace } from './clock-place';

await initTestI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const record = {
  id: '00000000-0000-4000-8000-000000000001',
  workDate: '2026-11-27',
  clockIn: '2026-11-27T05:00:00.000Z',
  clockOut: null,
  lateMinutes: 0,
  workedMinutes: 0,
  note: null,
  autoClosed: false,
  clockInLocation: null,
  clockInIp: '203.0.113.7',
  clockOutLocation: null,
  clockOutIp: null,
};
const day: MyAttendance = { today: '2026-11-27', expectedArrival: null, timeZone: 'UTC', open: null, records: [], workedMinutes: 0 };

function renderCard(geolocation: Partial<Geolocation> | undefined) {
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(201, record)));
  vi.stubGlobal('fetch', fetchMock);
  setTokens('signed-in-token', 'r');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ClockCard day={day} canClock />
    </QueryClientProvider>,
  );
  const body = () =>
    JSON.parse(fetchMock.mock.calls.find((c) => String(c[0]).includes('/clock-in'))![1]!.body as string) as Record<string, unknown>;
  return { fetchMock, body };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('clock card', () => {
  it('sends no location unless the box is ticked, and never asks the browser for one', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn();
    const { body } = renderCard({ getCurrentPosition });
    await user.click(screen.getByRole('button', { name: 'Clock in' }));
    await vi.waitFor(() => expect(body()).toEqual({ note: null, location: null }));
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('sends the browser’s position when the box is ticked, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { body } = renderCard({
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 25.2048493, longitude: 55.2707828, accuracy: 12.4 } } as GeolocationPosition),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Share my location' }));
    await user.click(screen.getByRole('button', { name: 'Clock in' }));
    await vi.waitFor(() => expect(body().location).toEqual({ latitude: 25.20485, longitude: 55.27078, accuracyMeters: 12 }));
    expect(localStorage.getItem('hcims.clock.shareLocation')).toBe('yes');
  });

  it('still clocks when the position is refused, and says it went without', async () => {
    const user = userEvent.setup();
    localStorage.setItem('hcims.clock.shareLocation', 'yes');
    const { body } = renderCard({
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1 } as GeolocationPositionError),
    });
    expect(screen.getByRole('checkbox', { name: 'Share my location' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clock in' }));
    await vi.waitFor(() => expect(body().location).toBeNull());
    expect(await screen.findByTestId('clock-notice')).toHaveTextContent('permission was refused');
  });

  it('shows where a record came from: the place on a map and the address noted', () => {
    render(
      <ClockPlace
        record={{ ...record, clockInLocation: { latitude: 25.2, longitude: 55.27, accuracyMeters: 12 }, clockOutIp: '198.51.100.2' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'In: place on the map, within 12 metres' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=25.2&mlon=55.27#map=17/25.2/55.27');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('198.51.100.2')).toBeInTheDocument();
  });
});
