import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../session/store';
import { appRoutes } from './route-tree';

/** The app's router (history mode). The session store navigates through it (logout targets). */
export const router = createBrowserRouter(appRoutes);

setNavigator((to) => {
  void router.navigate(to);
});
