import { http, HttpResponse } from 'msw';
import { states } from '../data';

export const commonHandlers = [
  http.get('/api/v1/common/getallstatelist', () => HttpResponse.json({ data: states })),
  http.get('/api/v1/common/getallstatelist_upgrade', () => HttpResponse.json({ data: states.slice(0, 1), version: '2026.11' })),
  http.get('/api/v1/common/getservicecenter', () => HttpResponse.json({ data: [] })),
  http.post('/api/v1/chatbot/addChatUser', () => HttpResponse.json({ status: 'recorded' })),
];
