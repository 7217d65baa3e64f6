// @vitest-environment node
// The chat widget's call (server/modules/chatbot).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@contract/rules.js';
import { DEMO, bearer, body, createTestContext, signIn, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/v1/chatbot/addChatUser (signed in)', () => {
  let token = '';
  beforeAll(async () => {
    token = await signIn(ctx.app, DEMO.customer);
  });

  it('records a chat user once, updating last_seen', async () => {
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/addChatUser', payload: { mobile: '9876501234', isLoggedinUser: true }, headers: bearer(token) });
    expect(body(await send())).toEqual({ status: 'recorded' });
    ctx.clock.advance(60_000);
    expect((await send()).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ first_seen: Date; last_seen: Date }>(
      'SELECT first_seen, last_seen FROM chat_users WHERE mobile = $1',
      ['9876501234'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.last_seen.getTime()).toBeGreaterThan(rows[0]!.first_seen.getTime());
  });

  it('validates the mobile', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/addChatUser', payload: { mobile: '123', isLoggedinUser: true }, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: `mobile: ${messages.mobile}` });
  });
});
