// The chat widget's endpoint, described once (contract/endpoint.ts). The SPA calls it through its chat client
// (VITE_CHAT_API_BASE_URL), at the descriptor's path.
import type { ChatUserRequest, ChatUserResponse } from './auth.js';
import { endpoint } from './endpoint.js';

export const chatbotEndpoints = {
  addChatUser: endpoint<undefined, undefined, ChatUserRequest, ChatUserResponse>({
    method: 'POST', path: '/api/v1/chatbot/addChatUser', access: 'customer', status: 200,
    summary: 'Record a signed-in user who opened the chat (rate-limited per user)',
  }),
} as const;

export type ChatbotEndpointName = keyof typeof chatbotEndpoints;
