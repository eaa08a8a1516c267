export * from './mail';
export * from './invite-requests';
export * from './auth';
export * from './membership';
export * from './payments';
export * from './jobs';
