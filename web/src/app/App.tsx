import { lazy, Suspense, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useTenant } from '../features/tenant';
import { LoadingScreen } from '../ui/LoadingScreen';
import { buildRoutes } from './routes';

// Only the platform host shows the console: its forms (zod, react-hook-form) stay out of every store's entry.
const PlatformApp = lazy(() =>
  import('../features/platform-admin').then((m) => ({ default: m.PlatformApp })),
);

export function App() {
  const tenant = useTenant();
  const appType = tenant.theme.app_type;
  const router = useMemo(() => createBrowserRouter(buildRoutes(appType)), [appType]);
  // The platform host (PLATFORM_HOST) is no store: it shows the platform console.
  if (tenant.platform)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PlatformApp />
      </Suspense>
    );
  return <RouterProvider router={router} />;
}
