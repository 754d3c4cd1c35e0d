// Serves the built portal and its embedded backend (the fake backend's handlers, answering /api/*
// in Node from the same origin: httpFakeBackend() of @wayfare/mocks/vite), and says where to open it.
import { preview } from 'vite';

const server = await preview({ root: new URL('..', import.meta.url).pathname, logLevel: 'warn' });
const address = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
console.log(
  `\nWayfare portal is running on its embedded backend: ${address}\nPress Ctrl+C to stop.\n`,
);
