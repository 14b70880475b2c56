import type { BrowserContext, Page } from 'playwright-core';

/** One response as it came over the wire: CDP's resource type and the bytes received. */
export interface WireResponse {
  readonly url: string;
  readonly type: string;
  readonly bytes: number;
}

/**
 * Records every response of `page` from its first request, with the bytes Chromium received for
 * it (headers and compressed body: what the visitor's connection carried), through CDP.
 */
export async function recordWireBytes(
  context: BrowserContext,
  page: Page,
): Promise<{ responses(): WireResponse[] }> {
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, { url: string; type: string }>();
  const done: WireResponse[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    seen.set(requestId, { url: response.url, type });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = seen.get(requestId);
    if (response) done.push({ ...response, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  return { responses: () => [...done] };
}
