// A fake web push service for tests (RFC 8030): it takes the encrypted POST that web-push sends to a subscription's
// endpoint (https only: web-push speaks https), checks the VAPID Authorization header's shape and the aes128gcm
// body, records it, and answers 201, or 410 Gone for a subscription marked expired. Its certificate
// (push-service-cert.pem) is a self-signed one for 127.0.0.1, made for these tests only: the sender trusts it through
// an agent (`agent`); the end-to-end run's server through NODE_EXTRA_CA_CERTS (tests/e2e/fakes.mjs).
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

const CERT = readFileSync(new URL('./push-service-cert.pem', import.meta.url), 'utf8');
const KEY = readFileSync(new URL('./push-service-key.pem', import.meta.url), 'utf8');

export type PushRecord = { path: string; authorization: string; encoding: string; ttl: string; body: Buffer };

export type FakePushService = {
  /** An endpoint on this service for a new subscription (`/push/<name>`). */
  endpoint(name: string): string;
  /** Names whose subscription has expired: their POSTs answer 410 Gone. */
  expired: Set<string>;
  received: PushRecord[];
  /** An https agent that trusts this service's certificate. */
  agent: Agent;
  close(): Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const received: PushRecord[] = [];
  const expired = new Set<string>();
  const server = createServer({ cert: CERT, key: KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const name = path.replace(/^\/push\//, '');
      const authorization = String(request.headers.authorization ?? '');
      if (request.method !== 'POST' || !path.startsWith('/push/')) {
        response.writeHead(404).end();
        return;
      }
      if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(authorization)) {
        response.writeHead(403).end();
        return;
      }
      if (expired.has(name)) {
        response.writeHead(410).end();
        return;
      }
      received.push({ path, authorization, encoding: String(request.headers['content-encoding'] ?? ''), ttl: String(request.headers.ttl ?? ''), body: Buffer.concat(chunks) });
      response.writeHead(201, { location: `${path}/messages/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: CERT });
  return {
    endpoint: (name) => `https://127.0.0.1:${port}/push/${name}`,
    expired,
    received,
    agent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
