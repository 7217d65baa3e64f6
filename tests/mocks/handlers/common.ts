// The reference lists and the chat widget's call for screen tests, made from the contract
// (contract/reference-endpoints.ts, contract/chatbot-endpoints.ts): every success answer is checked against the server's schema.
import { HttpResponse } from 'msw';
import { chatbotEndpointSchemas } from '@contract/chatbot-endpoint-schemas';
import { chatbotEndpoints } from '@contract/chatbot-endpoints';
import { referenceEndpointSchemas as schemas } from '@contract/reference-endpoint-schemas';
import { referenceEndpoints as e } from '@contract/reference-endpoints';
import { states } from '../data';
import { endpointHandler } from '../endpoint';

export const commonHandlers = [
  endpointHandler(e.states, schemas.states, () => HttpResponse.json({ data: states })),
  endpointHandler(e.upgradeStates, schemas.upgradeStates, () => HttpResponse.json({ data: states.slice(0, 1), version: '2026.11' })),
  endpointHandler(e.serviceCentres, schemas.serviceCentres, () => HttpResponse.json({ data: [] })),
  endpointHandler(chatbotEndpoints.addChatUser, chatbotEndpointSchemas.addChatUser, () => HttpResponse.json({ status: 'recorded' })),
];
