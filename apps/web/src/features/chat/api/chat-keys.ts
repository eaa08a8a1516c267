/** Query keys of the chat screens. Everything starts with 'chat', so one invalidation refreshes it all. */
export const chatKeys = {
  all: ['chat'] as const,
  threads: () => ['chat', 'threads'] as const,
  thread: (threadId: string) => ['chat', 'thread', threadId] as const,
  messages: (threadId: string) => ['chat', 'messages', threadId] as const,
  unread: () => ['chat', 'unread'] as const,
  /** An admin's list of every thread about a load. */
  loadThreads: (loadId: string) => ['chat', 'load-threads', loadId] as const,
};
