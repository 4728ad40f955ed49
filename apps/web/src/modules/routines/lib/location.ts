import type { ClockLocation } from '@hcims/contracts/routines';

export type LocationFailure = 'unsupported' | 'denied' | 'unavailable';

/** A position that could not be read, with why. */
export class LocationError extends Error {
  constructor(readonly reason: LocationFailure) {
    super(`location ${reason}`);
  }
}

/** Why a position could not be read, from the browser's error code (1 denied, 2 unavailable, 3 timeout). */
export function locationFailure(error: { code?: number } | null | undefined): LocationFailure {
  return error?.code === 1 ? 'denied' : 'unavailable';
}

/** Rounds a browser position to what is stored: about a metre of precision, a whole-metre radius. */
export function toClockLocation(coords: { latitude: number; longitude: number; accuracy: number }): ClockLocation {
  const round = (n: number) => Math.round(n * 100_000) / 100_000;
  return {
    latitude: round(coords.latitude),
    longitude: round(coords.longitude),
    accuracyMeters: Math.min(100_000, Math.max(0, Math.round(coords.accuracy))),
  };
}

/** Asks the browser once for where it is; the promise rejects with a LocationError when it cannot say. */
export function readLocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<ClockLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve(toClockLocation(position.coords)),
      (error) => reject(new LocationError(locationFailure(error))),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/** A map of the place, for the person or their manager to check (OpenStreetMap, no key needed). */
export function mapLink(location: ClockLocation): string {
  const { latitude: lat, longitude: lon } = location;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
