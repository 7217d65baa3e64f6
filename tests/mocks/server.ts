import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { bannerHandlers } from './handlers/banners';
import { feedbackHandlers } from './handlers/feedback';
import { bookingHandlers } from './handlers/bookings';
import { careerHandlers } from './handlers/careers';
import { commonHandlers } from './handlers/common';
import { customerHandlers } from './handlers/customer';
import { enquiryHandlers } from './handlers/enquiries';
import { myEnquiryHandlers } from './handlers/my-enquiries';
import { orderHandlers } from './handlers/orders';
import { productHandlers } from './handlers/products';
import { rewardHandlers } from './handlers/rewards';
import { upgradeHandlers } from './handlers/upgrades';
import { userHandlers } from './handlers/users';

export const handlers = [...authHandlers, ...commonHandlers, ...customerHandlers, ...productHandlers, ...careerHandlers, ...enquiryHandlers, ...bookingHandlers, ...orderHandlers, ...upgradeHandlers, ...userHandlers, ...myEnquiryHandlers, ...rewardHandlers, ...bannerHandlers, ...feedbackHandlers];
export const server = setupServer(...handlers);
