// npm test on a busy machine: BURNERS processes (default 6) spin on the CPU beside the suite, so on two cores the
// load average sits near 8, as when other work runs. Prints the suite's time and the 1-minute load average it saw
// (min, median, max, sampled every 15 s). Exit code: the suite's. Usage: node scripts/dev/test-under-load.mjs [vitest args]
import { spawn } from 'node:child_process';
import os from 'node:os';

const burners = Number(process.env.BURNERS ?? 6);
const spinners = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const loads = [];
const sample = setInterval(() => loads.push(os.loadavg()[0]), 15_000);
const started = Date.now();

const suite = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
suite.on('exit', (code) => {
  clearInterval(sample);
  for (const spinner of spinners) spinner.kill('SIGKILL');
  const seconds = Math.round((Date.now() - started) / 1000);
  const sorted = [...loads].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1) : 'n/a');
  console.log(`\nnpm test under load: ${Math.floor(seconds / 60)} min ${seconds % 60} s with ${burners} CPU burners; ` +
    `1-minute load average min ${at(0)}, median ${at(0.5)}, max ${at(1)} (${os.cpus().length} cores)`);
  process.exit(code ?? 1);
});
