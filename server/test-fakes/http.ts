// A local HTTP server for a fake of an outside service: 127.0.0.1 on a free port, started and closed by a test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };
export type FakeReply = { status: number; body: unknown };
export type FakeHandler = (request: FakeRequest) => FakeReply;

export type FakeServer = { base: string; requests: FakeRequest[]; close(): Promise<void> };

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, reply: FakeReply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(reply.body));
}

export async function startFake(handler: FakeHandler): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const seen: FakeRequest = { method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body };
        requests.push(seen);
        send(response, handler(seen));
      })
      .catch(() => send(response, { status: 500, body: { message: 'fake failed to read the request' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
