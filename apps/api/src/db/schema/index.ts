export * from './mail';
export * from './invite-requests';
export * from './auth';
