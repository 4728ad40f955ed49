import { z } from 'zod';
import { IdSchema } from '../common/index.js';

/** Chat (`/chat`): direct and group conversations between members of the active company. */

export const ConversationKinds = ['direct', 'group'] as const;
/** Members of a group besides its creator; keeps a real-time event's recipients small (ADR 0102). */
export const CHAT_GROUP_MAX_OTHERS = 49;
export const CHAT_MESSAGE_MAX = 4000;

/** Messages are numbered in the order they were sent: pages and read receipts are keyed on the number. */
export const MessageIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('A message number');

export const ChatMemberSchema = z.object({
  userId: IdSchema,
  name: z.string(),
  lastReadMessageId: z.number().int().describe('The newest message this member has read; 0 for none (read receipts)'),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

/** One file per message, at most this size, its type checked by content. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const ChatFileSchema = z.object({
  fileName: z.string().describe('The name the file was sent with'),
  contentType: z.string().describe('The type found in its content'),
  size: z.number().int().describe('Bytes'),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: IdSchema,
  senderId: IdSchema,
  senderName: z.string(),
  body: z.string().describe('May be empty when the message carries a file'),
  file: ChatFileSchema.nullable().describe('The file the message carries; members download it'),
  createdAt: z.string().describe('ISO timestamp'),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSchema = z.object({
  id: IdSchema,
  kind: z.enum(ConversationKinds),
  title: z.string().nullable().describe('A group’s name; null for a direct conversation (show the other member’s name)'),
  members: z.array(ChatMemberSchema),
  lastMessage: ChatMessageSchema.nullable(),
  unread: z.number().int().describe('Messages of others after the caller’s last read one'),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListSchema = z.object({
  items: z.array(ConversationSchema).describe('The caller’s conversations, the latest activity first'),
  unread: z.number().int().describe('Unread messages in all of them'),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const CreateConversationSchema = z.object({
  kind: z.enum(ConversationKinds),
  memberIds: z
    .array(IdSchema)
    .min(1)
    .max(CHAT_GROUP_MAX_OTHERS)
    .describe('The other members (user ids of the company, or employee ids of people who sign in); exactly one for a direct conversation'),
  title: z.string().trim().min(1).max(100).optional().describe('A group’s name'),
});
export type CreateConversation = z.input<typeof CreateConversationSchema>;

export const ConversationIdParamsSchema = z.object({ id: IdSchema });
export const ChatFileParamsSchema = z.object({ id: IdSchema, messageId: MessageIdSchema });

export const MessageListQuerySchema = z.object({
  before: MessageIdSchema.optional().describe('Older than this message (scrolling up)'),
  after: MessageIdSchema.optional().describe('Newer than this message (catching up)'),
  q: z.string().trim().min(1).max(100).optional().describe('Only messages containing this text'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type MessageListQuery = z.input<typeof MessageListQuerySchema>;

export const MessageListSchema = z.object({
  items: z.array(ChatMessageSchema).describe('Oldest first'),
  hasMore: z.boolean().describe('More messages in the direction asked (older, or newer with `after`)'),
});
export type MessageList = z.infer<typeof MessageListSchema>;

export const SendMessageSchema = z.object({ body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) });
export type SendMessage = z.input<typeof SendMessageSchema>;

/** The text that may go with a file (the multipart form's `body` field). */
export const FileCaptionSchema = z.string().trim().max(CHAT_MESSAGE_MAX);

export const MarkChatReadSchema = z.object({ messageId: MessageIdSchema.describe('The newest message the caller has seen') });

/** The header's envelope: the latest unread messages across the caller's conversations. */
export const ChatUnreadSchema = z.object({
  items: z.array(ChatMessageSchema.extend({ conversationTitle: z.string().nullable() })).describe('Newest first'),
  unread: z.number().int(),
});
export type ChatUnread = z.infer<typeof ChatUnreadSchema>;

export const ChatErrorCodes = ['WORKSPACE_CHAT_UNKNOWN_MEMBER', 'WORKSPACE_CHAT_DIRECT_NEEDS_ONE'] as const;

/** What the websocket carries for chat (hints: the data comes from the API). */
export type ChatRealtimeEvent =
  | { type: 'chat.message'; conversationId: string; messageId: number; senderId: string }
  | { type: 'chat.typing'; conversationId: string; userId: string }
  | { type: 'chat.read'; conversationId: string; userId: string; messageId: number };
