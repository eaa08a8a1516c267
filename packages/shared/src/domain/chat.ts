/** Chat messages: at most this many characters (fits a live event with room to spare). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** A user may send at most this many messages per window, across all threads and tabs. */
export const CHAT_RATE_LIMIT = { messages: 20, windowSeconds: 60 } as const;
/** Messages per page of history. */
export const CHAT_PAGE_SIZE = { default: 30, max: 100 } as const;
