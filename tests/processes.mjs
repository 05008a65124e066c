// Process helpers for the checks that start things (the packages check, Lighthouse): run a command to its end,
// start a server and wait for it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command; resolves with its output, rejects with the output shown when it exits non-zero. */
export function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString();
      if (status === 0) resolve(text);
      else reject(new Error(`${command} ${args.join(' ')} exited ${status}\n${text}`));
    });
  });
}

/** Starts a long-running command in its own process group (so `stop` ends its children too). */
export function start(command, args, { cwd, env } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return {
    child,
    output: () => Buffer.concat(output).toString(),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const closed = new Promise((resolve) => child.on('close', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await closed;
    },
  };
}

/** Polls `url` until it answers 2xx, or fails when the process ends or the time runs out. */
export async function waitFor(url, started, timeoutMs = 120_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (started.child.exitCode !== null) throw new Error(`stopped before answering ${url}:\n${started.output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
