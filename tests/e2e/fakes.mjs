// The outside services the notifications journey sees (issue 30, decision 047), on 127.0.0.1 only: a fake of the
// WhatsApp Business Cloud API (POST /{version}/{phone-number-id}/messages, as server/test-fakes/whatsapp.ts) and a
// fake web push service over https with the test-only certificate of server/test-fakes/push-service-cert.pem, which
// the server trusts through NODE_EXTRA_CA_CERTS. `env` points the server at both.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { resolve } from 'node:path';

const fakes = resolve(import.meta.dirname, '../../server/test-fakes');
const CERT_FILE = `${fakes}/push-service-cert.pem`;
const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'e2e-whatsapp-token';
const TEMPLATES = {
  WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: 'booking_confirmed',
  WHATSAPP_TEMPLATE_ORDER_ALLOTTED: 'order_allotted',
  WHATSAPP_TEMPLATE_ORDER_READY: 'order_ready',
  WHATSAPP_TEMPLATE_ORDER_CANCELLED: 'order_cancelled',
  WHATSAPP_TEMPLATE_ORDER_REFUNDED: 'order_refunded',
  WHATSAPP_TEMPLATE_SUPPORT_REPLY: 'support_reply',
  WHATSAPP_TEMPLATE_SERVICE_VISIT: 'service_visit',
  WHATSAPP_TEMPLATE_TEST_RIDE_REMINDER: 'test_ride_reminder',
  WHATSAPP_TEMPLATE_OFFER: 'news_and_offers',
};

function readJson(request) {
  return new Promise((done) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks)));
  });
}

function listen(server) {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server.address().port)));
}

export async function startFakes() {
  const whatsapp = [];
  const pushes = [];
  const cloud = createHttpServer(async (request, response) => {
    const raw = await readJson(request);
    const reply = (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return reply(404, { error: { message: 'Unknown path', code: 100 } });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return reply(401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
    const body = JSON.parse(raw.toString('utf8'));
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template') return reply(400, { error: { message: '(#100) Invalid parameter', code: 100 } });
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    whatsapp.push({ id, to: body.to, template: body.template.name, parameters: body.template.components?.[0]?.parameters?.map((p) => p.text) ?? [] });
    return reply(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
  });
  const push = createHttpsServer({ cert: readFileSync(CERT_FILE), key: readFileSync(`${fakes}/push-service-key.pem`) }, async (request, response) => {
    const body = await readJson(request);
    if (request.method !== 'POST' || !request.url.startsWith('/push/') || !/^vapid t=/.test(request.headers.authorization ?? '')) return response.writeHead(403).end();
    pushes.push({ path: request.url, encoding: request.headers['content-encoding'], size: body.length });
    return response.writeHead(201).end();
  });
  const [cloudPort, pushPort] = await Promise.all([listen(cloud), listen(push)]);
  return {
    whatsapp,
    pushes,
    pushEndpoint: (name) => `https://127.0.0.1:${pushPort}/push/${name}`,
    env: {
      WHATSAPP_PROVIDER: 'cloud-api',
      WHATSAPP_API_BASE: `http://127.0.0.1:${cloudPort}`,
      WHATSAPP_API_VERSION: 'v21.0',
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
      ...TEMPLATES,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: CERT_FILE,
    },
    stop: () => {
      cloud.close();
      push.close();
    },
  };
}
