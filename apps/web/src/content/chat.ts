import { CHAT_MESSAGE_MAX_LENGTH, type LoadStatus } from '@haulclub/shared';

/** Copy of the chat screens (/trucker/chat, /broker/chat); the sidebar's unread badge is in site.ts. */

export const CHAT = {
  title: 'Chat',
  heading: 'Chat',
  loadRef: (number: number) => `HC-${String(number)}`,
  lane: (from: string, to: string) => `${from} → ${to}`,
  threads: {
    label: 'Conversations',
    loading: 'Loading conversations…',
    loadError: 'Could not load your conversations',
    empty: 'No conversations yet.',
    emptyTrucker: 'Message a broker from a load on the board and the conversation shows up here.',
    emptyBroker: 'When a trucker messages you about one of your loads, the conversation shows up here.',
    noMessages: 'No messages yet',
    you: 'You: ',
    unread: (n: number) => `${String(n)} unread`,
  },
  conversation: {
    none: 'Choose a conversation',
    noneHint: 'Pick a conversation on the left to read and reply.',
    back: 'All conversations',
    notFound: 'This conversation could not be found.',
    loadError: 'Could not load the messages',
    loading: 'Loading messages…',
    loadOlder: 'Load older messages',
    loadingOlder: 'Loading…',
    start: 'This is the start of the conversation.',
    empty: 'No messages yet. Say hello.',
    messagesLabel: (name: string) => `Messages with ${name}`,
    sending: 'Sending…',
    loadSummary: 'Load',
  },
  composer: {
    label: 'Message',
    placeholder: 'Write a message… (Enter sends, Shift+Enter adds a line)',
    send: 'Send',
    counter: (length: number) => `${String(length)} / ${String(CHAT_MESSAGE_MAX_LENGTH)}`,
    tooLong: `Messages are at most ${String(CHAT_MESSAGE_MAX_LENGTH)} characters`,
    rateLimited: (seconds: number | null) =>
      seconds === null
        ? "You're sending messages too fast — try again in a moment"
        : `You're sending messages too fast — try again in ${String(seconds)} s`,
    failed: 'Your message was not sent.',
    unknownError: 'Something went wrong. Please try again.',
  },
  loadStatus: {
    active: 'Open',
    booked: 'Booked',
    in_transit: 'In transit',
    delivered: 'Delivered',
    expired: 'Expired',
    cancelled: 'Cancelled',
  } satisfies Record<LoadStatus, string>,
  retry: 'Try again',
} as const;

/** An admin reading the conversations about a load, from All Loads (read only). */
export const ADMIN_LOAD_CHATS = {
  open: (count: number) => `Chats (${String(count)})`,
  openLabel: (count: number, ref: string) =>
    `Read the ${count === 1 ? 'chat' : `${String(count)} chats`} about ${ref}`,
  title: (ref: string) => `Chats about ${ref}`,
  readOnly: 'Admins can read but not post.',
  threadsLabel: 'Conversations about this load',
  loading: 'Loading conversations…',
  loadError: 'Could not load the conversations',
  empty: 'Nobody has messaged about this load.',
  noMessages: 'No messages yet',
  pick: 'Pick a conversation to read it.',
  between: (trucker: string, broker: string) => `${trucker} and ${broker}`,
  messagesLabel: (trucker: string, broker: string) => `Messages between ${trucker} and ${broker}`,
  emptyMessages: 'No messages in this conversation yet.',
} as const;

/** The dashboards' unread messages: a stat and the conversations with unread messages. */
export const UNREAD_CHAT = {
  stat: 'Unread messages',
  statDetail: 'In your conversations',
  heading: 'Unread messages',
  intro: 'Conversations with messages you have not read yet.',
  listLabel: 'Unread conversations',
  empty: "You're all caught up.",
  emptyHintBroker: 'When a trucker messages you about one of your loads, it shows up here.',
  emptyHintTrucker: 'When a broker replies to you, it shows up here.',
  openChat: 'Open Chat',
  loading: 'Loading conversations…',
  loadError: 'Could not load your conversations.',
} as const;
