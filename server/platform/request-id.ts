// Request ids: every response carries x-request-id, and every log line of the request repeats it (Fastify's child
// logger adds it as reqId). An incoming x-request-id is kept when it is well formed (8–64 of A-Z a-z 0-9 _ -), or when
// it comes from a proxy listed in TRUST_PROXY (any short printable id, so a load balancer's own ids carry through);
// otherwise a random one is made, so a client cannot write arbitrary text into our logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9_-]{8,64}$/;
/** What a trusted proxy may send: visible ASCII, no spaces, at most 128 characters. */
const FROM_PROXY = /^[\x21-\x7e]{1,128}$/;

function proxies(trustProxy: false | string[]): BlockList | null {
  if (!trustProxy) return null;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function fromProxy(list: BlockList | null, address: string | undefined): boolean {
  if (!list || !address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = v4 ?? address;
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/** Fastify's options: the id of each request (the header is read here, not by Fastify, which would keep any value). */
export function requestIdOptions(trustProxy: false | string[]) {
  const trusted = proxies(trustProxy);
  return {
    requestIdHeader: false as const,
    genReqId: (request: IncomingMessage): string => {
      const raw = request.headers[REQUEST_ID_HEADER];
      const incoming = typeof raw === 'string' ? raw.trim() : undefined;
      if (incoming && (WELL_FORMED.test(incoming) || (FROM_PROXY.test(incoming) && fromProxy(trusted, request.socket?.remoteAddress)))) return incoming;
      return randomUUID();
    },
  };
}

/** Every response, errors and 404s included, says which request it answers. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}
