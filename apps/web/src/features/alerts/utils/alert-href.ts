import { paths } from '@/config/paths';

/** Available Loads with the alerted load's details open (Book and Message broker in one click). */
export const alertLoadHref = (loadId: string) =>
  `${paths.trucker.loads.getHref()}?load=${encodeURIComponent(loadId)}`;
