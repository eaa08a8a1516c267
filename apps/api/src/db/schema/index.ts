export * from './mail';
export * from './invite-requests';
