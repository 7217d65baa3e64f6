// The zod schemas of the chat widget's endpoint of chatbot-endpoints.ts, tied to the descriptor's types below.
import { chatUserBody, chatUserResponse } from './auth.js';
import type { ChatbotEndpointName, chatbotEndpoints } from './chatbot-endpoints.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

export const chatbotEndpointSchemas = {
  addChatUser: { body: chatUserBody, response: chatUserResponse },
} as const satisfies Record<ChatbotEndpointName, EndpointSchemas>;

export const chatbotEndpointTypesAgree: TypesAgree<typeof chatbotEndpoints, typeof chatbotEndpointSchemas> = {
  addChatUser: true,
};
