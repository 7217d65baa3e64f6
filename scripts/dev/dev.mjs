// `npm run dev`: the reference API on API_PORT (default 3001) and Vite with hot reload, which proxies
// /api to it. Both stop together.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT || '3001';
const env = { ...process.env, PORT: apiPort, API_PROXY_TARGET: `http://localhost:${apiPort}` };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { env, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', process.env.DEV_PORT || '5173'], { env, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } }));
