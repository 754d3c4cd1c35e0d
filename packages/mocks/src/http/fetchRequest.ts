import type { IncomingMessage } from 'node:http';
import { arrayBuffer } from 'node:stream/consumers';

const bodiless = new Set(['GET', 'HEAD']);

/** The Fetch `Request` the handlers answer: Node's request, its body read in full. */
export async function fetchRequest(request: IncomingMessage, url: URL): Promise<Request> {
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    // HTTP/2's pseudo-headers (:path, :authority) are not headers a Fetch request may carry.
    if (name.startsWith(':') || values === undefined) continue;
    for (const value of values) headers.append(name, value);
  }
  const body = bodiless.has(method) ? undefined : await arrayBuffer(request);
  return new Request(url, {
    method,
    headers,
    body: body === undefined || body.byteLength === 0 ? undefined : body,
  });
}
