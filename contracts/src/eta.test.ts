import { describe, expect, it } from 'vitest';
import { distanceEtaMinutes, ETA_SETTINGS_DEFAULTS } from './eta.ts';

const DRIVER = { latitude: 52.45, longitude: -1.93 };

describe('the ETA from the crew’s position', () => {
  it('is the straight line times the road factor at the average speed, in whole minutes up', () => {
    // 0.09° of latitude is 10.0 km: 13.0 km by road at 48 km/h is 16.3 minutes.
    const crew = { latitude: 52.54, longitude: -1.93 };
    expect(distanceEtaMinutes(crew, DRIVER, ETA_SETTINGS_DEFAULTS)).toBe(17);
    expect(distanceEtaMinutes(crew, DRIVER, { road_factor: 1, average_speed_kmh: 60 })).toBe(11);
  });

  it('is never under a minute, even beside the driver', () => {
    expect(distanceEtaMinutes(DRIVER, DRIVER, ETA_SETTINGS_DEFAULTS)).toBe(1);
  });
});
