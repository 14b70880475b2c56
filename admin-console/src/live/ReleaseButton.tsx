import type { CallbackRequest } from '@tow/contracts/callback-request';
import { RequestActionButton } from './RequestActionButton.tsx';

/**
 * "Release" (not spam) on a request stored as suspected spam (POST …/release): the mark goes,
 * and staff are alerted as for a new request.
 */
export function ReleaseButton({ request }: { request: CallbackRequest }) {
  if (!request.suspected_spam) return null;
  return (
    <RequestActionButton
      request={request}
      action="release"
      label="Release"
      ariaLabel={`Release (not spam): the request from ${request.name}`}
      failed="Could not release this request. Please try again."
    />
  );
}
