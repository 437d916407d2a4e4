/** A position for the dealer finder, or undefined when the person declines or the browser has none. */
export interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Asks the browser for the position (the browser asks the person). Rounded to three decimals,
 * about 100 m: enough to sort dealers by distance, without sending where someone is to the metre.
 */
export function currentPosition(timeoutMs = 10_000): Promise<Position | undefined> {
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: round(p.coords.latitude), longitude: round(p.coords.longitude) }),
      () => resolve(undefined),
      { timeout: timeoutMs, maximumAge: 10 * 60_000 },
    );
  });
}

const round = (degrees: number) => Math.round(degrees * 1000) / 1000;
