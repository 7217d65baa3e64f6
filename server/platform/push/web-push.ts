// Web push through the web-push package: it encrypts the payload for the subscription (RFC 8291) and signs a VAPID
// JWT (RFC 8292), then POSTs to the subscription's endpoint. Log lines carry the push service's host, never the
// endpoint (it is a capability) or the payload.
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { Config, VapidKeys } from '../config.js';
import { PushError, type PushPayload, type PushSender, type PushTarget } from '../push.js';
import { loadVapidKeys } from './vapid.js';

/** How long a push service keeps a message for an offline device: a notice older than a day is stale. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

export class WebPushSender implements PushSender {
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly config: Pick<Config, 'vapid' | 'vapidSubject' | 'dataDir'>,
    private readonly log: FastifyBaseLogger,
    /** Tests trust their fake push service's certificate through an agent of their own. */
    private readonly agent?: Agent,
  ) {}

  private vapid(): Promise<VapidKeys> {
    this.keys ??= loadVapidKeys(this.config.vapid, this.config.dataDir).catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
    const keys = await this.vapid();
    const host = new URL(target.endpoint).host;
    try {
      await webPush.sendNotification(target, JSON.stringify(payload), {
        vapidDetails: { subject: this.config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        timeout: TIMEOUT_MS,
        ...(this.agent ? { agent: this.agent } : {}),
      });
    } catch (error) {
      if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        this.log.info({ host, status: error.statusCode }, 'push subscription gone');
        return 'gone';
      }
      const status = error instanceof webPush.WebPushError ? error.statusCode : undefined;
      this.log.error({ host, status, err: error }, 'push not sent');
      throw new PushError(`push service ${host} ${status ? `answered ${status}` : 'unreachable'}`);
    }
    this.log.info({ host, tag: payload.tag }, 'push sent');
    return 'sent';
  }
}
