import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Adds cookies to the response's `Set-Cookie`, keeping any that another middleware set. */
export function appendSetCookies(response: ServerResponse, cookies: readonly string[]): void {
  if (cookies.length === 0) return;
  const earlier = response.getHeader('Set-Cookie');
  const kept = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  response.setHeader('Set-Cookie', [...kept, ...cookies]);
}

/**
 * What a network error sends before closing the connection. A connection closed with nothing on
 * it is not final: a browser sends the request again on a new connection when a kept-alive one
 * closes unanswered (Chromium does, a POST too), so a fault spent on the first try went unseen.
 * Bytes that are no HTTP answer fail the fetch for good.
 */
const notAnHttpAnswer = 'network-error fault\r\n\r\n';

/** Smaller answers go as they are: gzip's frame would outweigh what it saves. */
const gzipFromBytes = 1024;

/**
 * Writes a handler's answer to Node's response, each `Set-Cookie` on its own, gzipped when the
 * client accepts it, as a real API server's are (a search page of ten homes is 35 kB of JSON,
 * 2.5 kB gzipped). A network error (`HttpResponse.error()`, the `network-error` fault) answers no HTTP,
 * so the browser's fetch rejects as it would on a network failure.
 */
export async function writeAnswer(
  response: ServerResponse,
  answer: Response,
  setCookies: readonly string[],
  acceptEncoding = '',
): Promise<void> {
  if (answer.type === 'error') {
    const { socket } = response;
    if (socket) socket.end(notAnHttpAnswer);
    else response.destroy();
    return;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  // The client may have gone while the body was read: nothing left to answer.
  if (response.destroyed) return;
  response.statusCode = answer.status;
  if (answer.statusText) response.statusMessage = answer.statusText;
  for (const [name, value] of answer.headers)
    if (name !== 'set-cookie') response.setHeader(name, value);
  appendSetCookies(response, [...setCookies, ...answer.headers.getSetCookie()]);
  response.setHeader('Vary', 'Accept-Encoding');
  if (body.length < gzipFromBytes || !/\bgzip\b/.test(acceptEncoding)) {
    response.end(body);
    return;
  }
  response.setHeader('Content-Encoding', 'gzip');
  response.removeHeader('Content-Length');
  response.end(gzipSync(body));
}
