import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useTenant } from '../features/tenant';
import { buildRoutes } from './routes';

export function App() {
  const appType = useTenant().theme.app_type;
  const router = useMemo(() => createBrowserRouter(buildRoutes(appType)), [appType]);
  return <RouterProvider router={router} />;
}
