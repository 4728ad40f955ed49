export { workspaceRoutes } from './workspace.routes';
export { workspaceNavigation } from './workspace.navigation';
export { useDismissNotification, useNotificationFeed, useReadAllNotifications } from './api/notification-queries';
export { sendRealtime, useRealtime, type RealtimeMessage } from './api/realtime';
export { useChatUnread, useMarkChatRead } from './api/chat-queries';
