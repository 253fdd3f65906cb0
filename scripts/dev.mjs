// `npm run dev`: the API server with reload on :8000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

// E-mailed links open the Vite server, where the app is served in development.
const env = { ...process.env, WEB_DIST: '', PUBLIC_PORT: process.env.PUBLIC_PORT ?? '5173' };
const run = (args) => spawn('npm', args, { stdio: 'inherit', env });
const children = [run(['run', 'dev', '-w', 'server']), run(['run', 'dev', '-w', 'web'])];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
