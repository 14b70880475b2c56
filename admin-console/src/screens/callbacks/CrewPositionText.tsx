import type { CallbackRequest } from '@tow/contracts/callback-request';
import { distanceKm, mapUrl } from '@tow/contracts/geo';
import { formatTime } from '../../lib/format.ts';

/**
 * Where the crew's phone last was on the way (staff only): a map link, how precise and when,
 * and how far from the driver's phone in a straight line.
 */
export function CrewPositionText({ request }: { request: CallbackRequest }) {
  const crew = request.crew_position;
  if (!crew) return <>—</>;
  const { latitude, longitude } = request;
  const km =
    latitude !== null && longitude !== null
      ? Math.round(distanceKm(crew, { latitude, longitude }) * 10) / 10
      : null;
  return (
    <span data-testid="crew-position">
      <a href={mapUrl(crew)} target="_blank" rel="noreferrer noopener">
        Open the crew’s position
      </a>
      {` (±${Math.round(crew.accuracy_m)} m at ${formatTime(crew.at)})`}
      {km !== null && (
        <>
          <br />
          {`${km} km from the driver in a straight line`}
        </>
      )}
    </span>
  );
}
