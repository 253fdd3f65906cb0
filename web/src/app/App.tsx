import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PlatformApp } from '../features/platform';
import { useTenant } from '../features/tenant';
import { buildRoutes } from './routes';

export function App() {
  const tenant = useTenant();
  const appType = tenant.theme.app_type;
  const router = useMemo(() => createBrowserRouter(buildRoutes(appType)), [appType]);
  // The platform host (PLATFORM_HOST) is no store: it shows the platform console.
  if (tenant.platform) return <PlatformApp />;
  return <RouterProvider router={router} />;
}
