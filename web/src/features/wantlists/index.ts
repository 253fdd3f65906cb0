// The wantlists' face: what other features and the app may use.
export { wantlistsRoutes } from './routes';
export { useCreateWantlist } from './wantlists-queries';
