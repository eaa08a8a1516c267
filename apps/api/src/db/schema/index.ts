export * from './mail';
export * from './invite-requests';
export * from './auth';
export * from './membership';
export * from './payments';
export * from './jobs';
export * from './loads';
export * from './chat';
