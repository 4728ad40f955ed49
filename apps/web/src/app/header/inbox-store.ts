import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Spec section 3: the header's messages and notifications. */
export type HeaderMessage = { id: string | number; image?: string; title: string; message: string; time: string };
export type HeaderNotification = { id: string | number; profile?: string; message: string; time: string };

export type InboxState = {
  messages: HeaderMessage[];
  notifications: HeaderNotification[];
  dismissMessage: (id: HeaderMessage['id']) => void;
  dismissNotification: (id: HeaderNotification['id']) => void;
  setMessages: (messages: HeaderMessage[]) => void;
  setNotifications: (notifications: HeaderNotification[]) => void;
};

/**
 * Filled by the workspace module's real-time feed once the server has one (PRODUCT.md); until then
 * both lists stay empty and the dropdowns say so. Never sample data.
 */
export const inboxStore = createStore<InboxState>((set) => ({
  messages: [],
  notifications: [],
  dismissMessage: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
  dismissNotification: (id) => set((s) => ({ notifications: s.notifications.filter((n) => n.id !== id) })),
  setMessages: (messages) => set({ messages }),
  setNotifications: (notifications) => set({ notifications }),
}));

export function useInbox<T>(selector: (state: InboxState) => T): T {
  return useStore(inboxStore, selector);
}
