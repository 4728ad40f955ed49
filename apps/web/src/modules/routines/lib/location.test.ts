import { describe, expect, it } from 'vitest';
import { locationFailure, mapLink, readLocation, toClockLocation } from './location';

const browser = (outcome: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number }) =>
  ({
    getCurrentPosition: (ok: (p: unknown) => void, fail: (e: unknown) => void) => ('coords' in outcome ? ok(outcome) : fail(outcome)),
  }) as unknown as Geolocation;

describe('clock location', () => {
  it('keeps about a metre of precision and a whole-metre radius within the contract’s bounds', () => {
    expect(toClockLocation({ latitude: 52.370216789, longitude: -4.895167891, accuracy: 24.6 })).toEqual({
      latitude: 52.37022,
      longitude: -4.89517,
      accuracyMeters: 25,
    });
    expect(toClockLocation({ latitude: 0, longitude: 0, accuracy: 250_000 }).accuracyMeters).toBe(100_000);
  });

  it('reads the browser’s position, or says why it could not', async () => {
    await expect(readLocation(browser({ coords: { latitude: 1.5, longitude: 2.25, accuracy: 10 } }))).resolves.toEqual({
      latitude: 1.5,
      longitude: 2.25,
      accuracyMeters: 10,
    });
    await expect(readLocation(browser({ code: 1 }))).rejects.toMatchObject({ reason: 'denied' });
    await expect(readLocation(browser({ code: 3 }))).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(readLocation(undefined)).rejects.toMatchObject({ reason: 'unsupported' });
    expect(locationFailure(null)).toBe('unavailable');
  });

  it('links the place on a map', () => {
    expect(mapLink({ latitude: 52.37, longitude: 4.89, accuracyMeters: 5 })).toBe(
      'https://www.openstreetmap.org/?mlat=52.37&mlon=4.89#map=17/52.37/4.89',
    );
  });
});
