import { apiBasePath } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';

/** `POST /tracking/event` and `/engagement/event`: accepted, answered with nothing to read. */
export function trackingHandlers() {
  const accepted = () => new HttpResponse(null, { status: 204 });
  return [
    http.post(`*${apiBasePath}/tracking/event`, accepted),
    http.post(`*${apiBasePath}/engagement/event`, accepted),
  ];
}
