// A local HTTP server for a fake of an outside service: 127.0.0.1 on a free port, started and closed by a test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `body` is the parsed JSON (or the text); `raw` the bytes as sent, for a multipart form. */
export type FakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown; raw: Buffer };
/** `drop`: close the connection without answering (the answer lost on the way back). */
export type FakeReply = { status: number; body: unknown; drop?: boolean };
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export type FakeServer = { base: string; requests: FakeRequest[]; close(): Promise<void> };

async function readBody(request: IncomingMessage): Promise<{ body: unknown; raw: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const text = raw.toString('utf8');
  if (!text) return { body: undefined, raw };
  try {
    return { body: JSON.parse(text), raw };
  } catch {
    return { body: text, raw };
  }
}

function send(response: ServerResponse, reply: FakeReply): void {
  if (reply.drop) {
    response.socket?.destroy();
    return;
  }
  response.writeHead(reply.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(reply.body));
}

export async function startFake(handler: FakeHandler): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request)
      .then(async ({ body, raw }) => {
        const seen: FakeRequest = { method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body, raw };
        requests.push(seen);
        send(response, await handler(seen));
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
