export { wantlistsRoutes } from './wantlists.routes.ts';
export { runAlerts, DIGEST_GAP_MS, type AlertRun } from './wantlist-alerts.ts';
export { runAllAlerts } from './wantlist-alert-timer.ts';
