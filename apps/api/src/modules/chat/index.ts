// The chat module's public surface.
export { chatPlugin } from './plugin';
export type { ChatDeps } from './deps';
export { startChatThread } from './services/start-chat-thread';
export { sendChatMessage } from './services/send-chat-message';
export { markChatThreadRead } from './services/mark-chat-thread-read';
export { listChatThreads } from './services/list-chat-threads';
export { listLoadChatThreads } from './services/list-load-chat-threads';
export { listChatMessages } from './services/list-chat-messages';
export { getChatUnread } from './services/get-chat-unread';
