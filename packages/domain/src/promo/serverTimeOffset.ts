/**
 * Server-time alignment. The offset is the server's clock minus the client's, taken at the
 * midpoint of the request so that half the round trip is attributed to each direction.
 */
export function serverTimeOffset(serverTime: number, requestSentAt: number, responseReceivedAt: number): number {
  return Math.round(serverTime - (requestSentAt + responseReceivedAt) / 2);
}
