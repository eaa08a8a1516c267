/** Every route of the web app, paired with a function building its href. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  learnMore: { path: '/learn-more', getHref: () => '/learn-more' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  getInvited: { path: '/get-invited', getHref: () => '/get-invited' },
  apply: {
    path: '/apply',
    getHref: (params: { invite?: string } = {}) =>
      params.invite ? `/apply?invite=${encodeURIComponent(params.invite)}` : '/apply',
  },
  sandboxConnect: {
    path: '/sandbox/connect/:accountId',
    getHref: (accountId: string, token: string) =>
      `/sandbox/connect/${encodeURIComponent(accountId)}?token=${encodeURIComponent(token)}`,
  },
  login: { path: '/login', getHref: () => '/login' },
  auth: {
    path: '/auth',
    getHref: (params: { tab?: 'signin' | 'signup'; redirect?: string } = {}) => {
      const search = new URLSearchParams();
      if (params.tab) search.set('tab', params.tab);
      if (params.redirect) search.set('redirect', params.redirect);
      const query = search.toString();
      return query ? `/auth?${query}` : '/auth';
    },
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  updatePassword: { path: '/update-password', getHref: () => '/update-password' },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  freightFutures: { path: '/freight-futures', getHref: () => '/freight-futures' },
  contract: { path: '/contract/:id', getHref: (id: string) => `/contract/${encodeURIComponent(id)}` },
  laneRates: {
    path: '/lane-rates',
    getHref: (params: { origin?: string; destination?: string; equipment?: string } = {}) => {
      const search = new URLSearchParams();
      if (params.origin) search.set('origin', params.origin);
      if (params.destination) search.set('destination', params.destination);
      if (params.equipment) search.set('equipment', params.equipment);
      const query = search.toString();
      return query ? `/lane-rates?${query}` : '/lane-rates';
    },
  },
  brokerProfile: { path: '/brokers/:id', getHref: (id: string) => `/brokers/${encodeURIComponent(id)}` },
  devMailbox: {
    path: '/dev/mailbox',
    getHref: (params: { to?: string; message?: string } = {}) => {
      const search = new URLSearchParams();
      if (params.to) search.set('to', params.to);
      if (params.message) search.set('message', params.message);
      const query = search.toString();
      return query ? `/dev/mailbox?${query}` : '/dev/mailbox';
    },
  },
  broker: {
    root: { path: '/broker', getHref: () => '/broker' },
    postLoad: { path: '/broker/post-load', getHref: () => '/broker/post-load' },
    loads: { path: '/broker/loads', getHref: () => '/broker/loads' },
    bookings: { path: '/broker/bookings', getHref: () => '/broker/bookings' },
    chat: { path: '/broker/chat', getHref: () => '/broker/chat' },
    truckers: { path: '/broker/truckers', getHref: () => '/broker/truckers' },
    invite: { path: '/broker/invite', getHref: () => '/broker/invite' },
    payments: { path: '/broker/payments', getHref: () => '/broker/payments' },
    ratings: { path: '/broker/ratings', getHref: () => '/broker/ratings' },
    standing: { path: '/broker/standing', getHref: () => '/broker/standing' },
    rateFutures: { path: '/broker/rate-futures', getHref: () => '/broker/rate-futures' },
  },
  trucker: {
    root: { path: '/trucker', getHref: () => '/trucker' },
    loads: { path: '/trucker/loads', getHref: () => '/trucker/loads' },
    bookings: { path: '/trucker/bookings', getHref: () => '/trucker/bookings' },
    chat: { path: '/trucker/chat', getHref: () => '/trucker/chat' },
    profile: { path: '/trucker/profile', getHref: () => '/trucker/profile' },
    earnings: { path: '/trucker/earnings', getHref: () => '/trucker/earnings' },
    history: { path: '/trucker/history', getHref: () => '/trucker/history' },
    score: { path: '/trucker/score', getHref: () => '/trucker/score' },
    rateFutures: { path: '/trucker/rate-futures', getHref: () => '/trucker/rate-futures' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    applications: { path: '/admin/applications', getHref: () => '/admin/applications' },
    loads: { path: '/admin/loads', getHref: () => '/admin/loads' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    payments: { path: '/admin/payments', getHref: () => '/admin/payments' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  },
} as const;
