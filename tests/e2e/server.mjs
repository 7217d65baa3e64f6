// Starts `npm start` on a free port with a fresh data folder and the guards switched off (a driven
// browser reports itself automated), for the end-to-end run and the performance run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy in time');
}

/** `env`: settings of a run's own on top of the ones below (the notifications journey's fakes: tests/e2e/fakes.mjs). */
export async function startApp(env = {}) {
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'revolt-run-'));
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      VITE_AUTOMATION_GUARD: 'off',
      VITE_INSPECTION_GUARD: 'off',
      VITE_SITE_ORIGIN: base,
      // info, so the log-only SMS sender's lines (with the code, outside production) reach otpFor below.
      LOG_LEVEL: 'info',
      // Every journey signs in from 127.0.0.1: the per-address abuse limits are raised (never in production).
      RATE_LIMIT_SCALE: '20',
      // The sandbox refunds a cancelled booking after 3 s and the sweep runs every 2 s, so a journey sees it refunded.
      SANDBOX_REFUND_SECONDS: '3',
      // Vendor links are refused without a secret; the growth journey issues and uses one.
      VENDOR_LINK_SECRET: 'e2e-vendor-link-secret',
      ORDER_SWEEP_SECONDS: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // Texts the log-only SMS sender wrote, by mobile; other log lines are shown from warn up, as before.
  const texts = new Map();
  createInterface({ input: child.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      process.stdout.write(`${line}\n`);
      return;
    }
    if (typeof entry.sms === 'string' && typeof entry.mobile === 'string') texts.set(entry.mobile, [...(texts.get(entry.mobile) ?? []), entry.sms]);
    else if (typeof entry.level === 'number' && entry.level >= 40) process.stdout.write(`${line}\n`);
  });
  /** The 6-digit code of the newest SMS to this mobile, waiting up to 10 s for it. */
  const otpFor = async (mobile) => {
    const deadline = Date.now() + 10000;
    while (Date.now() < deadline) {
      // The newest OTP message (a booking confirmation's reference also holds six digits).
      const code = /\b(\d{6})\b/.exec(texts.get(mobile)?.findLast((text) => /\bOTP\b/.test(text)) ?? '')?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no OTP sent to ${mobile}`);
  };
  /** The newest SMS to this mobile whose text matches `pattern`, waiting up to `ms` (the outbox sends some). */
  const smsFor = async (mobile, pattern, ms = 10000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const text = texts.get(mobile)?.findLast((t) => pattern.test(t));
      if (text) return text;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no SMS matching ${pattern} sent to ${mobile}`);
  };
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, 240000);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, stop, otpFor, smsFor };
}

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromeFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
