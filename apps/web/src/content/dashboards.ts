/** Copy of the /broker and /trucker dashboards' standing rows and the Action Required card of expiring loads. */

export const EXPIRING_SOON_MINUTES = 30;

export const EXPIRING_LOADS = {
  heading: 'Loads expiring soon',
  intro: `Active loads that leave the board within ${String(EXPIRING_SOON_MINUTES)} minutes unless a trucker books them.`,
  listLabel: 'Loads expiring soon',
  loading: 'Loading your active loads…',
  loadError: 'Could not load your active loads.',
  empty: `No load expires in the next ${String(EXPIRING_SOON_MINUTES)} minutes.`,
  emptyHint: 'An unbooked load can be reposted from My Loads once it expires.',
  seeAll: 'Open My Loads',
  retry: 'Try again',
};

export const STANDING = {
  brokerLabel: 'Your standing',
  truckerLabel: 'Your standing',
};
