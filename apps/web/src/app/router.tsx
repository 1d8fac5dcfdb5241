import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
