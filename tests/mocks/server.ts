import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { commonHandlers } from './handlers/common';
import { customerHandlers } from './handlers/customer';

export const handlers = [...authHandlers, ...commonHandlers, ...customerHandlers];
export const server = setupServer(...handlers);
