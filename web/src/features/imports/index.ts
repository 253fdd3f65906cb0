export { importsRoutes } from './routes';
export { ImportUpload } from './components/ImportUpload';
