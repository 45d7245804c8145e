import { isTimeZone, TIME_ZONE_HEADER, WIRE_TIME_ZONE } from '@vox/contracts';
import type { FastifyRequest } from 'fastify';

/** The zone the console shows times in (its X-Time-Zone header); upstream's GMT+8 for other clients. */
export function timeZoneOf(request: FastifyRequest): string {
  const header = request.headers[TIME_ZONE_HEADER.toLowerCase()];
  return isTimeZone(header) ? header : WIRE_TIME_ZONE;
}
