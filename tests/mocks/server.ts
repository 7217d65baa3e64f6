import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { commonHandlers } from './handlers/common';
import { customerHandlers } from './handlers/customer';
import { productHandlers } from './handlers/products';

export const handlers = [...authHandlers, ...commonHandlers, ...customerHandlers, ...productHandlers];
export const server = setupServer(...handlers);
