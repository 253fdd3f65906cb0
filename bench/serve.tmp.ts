import { startAppServer } from './lib/app-server.ts';
const app = await startAppServer({ webDist: new URL('../web/dist', import.meta.url).pathname });
console.log(app.origin);
