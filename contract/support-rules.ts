// Support tickets (/support/freshdesk, the portal's tickets, the back office's /support) and the service dashboard.
// Zod-free: the SPA imports it at run time.
import { recordReference } from './rules.js';

export const SUPPORT_TOPICS = ['service', 'booking', 'delivery', 'payment', 'app', 'other'] as const;
export const SUPPORT_TOPIC_LABELS: Record<(typeof SUPPORT_TOPICS)[number], string> = {
  service: 'Service or repair',
  booking: 'Booking',
  delivery: 'Delivery',
  payment: 'Payment or refund',
  app: 'MyRevolt app',
  other: 'Something else',
};
/** open: waiting for Revolt; pending: Revolt replied and waits for the customer; resolved and closed end it. */
export const SUPPORT_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export const SUPPORT_SORTS = ['created', 'updated', 'status', 'topic'] as const;
/** First-response SLA: a ticket breaches it when Revolt's first reply comes later than this after it was raised (or has not come yet). */
export const SUPPORT_SLA_HOURS = 24;
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_PHOTOS_MAX = 3;
export const SUPPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const supportMessages = {
  topic: 'Choose what your ticket is about.',
  message: `Describe the problem in 10 to ${SUPPORT_MESSAGE_MAX} characters.`,
  reply: `Write a reply of 1 to ${SUPPORT_MESSAGE_MAX} characters.`,
  order: 'Choose one of your orders, or none.',
  photoType: 'Attach photos as JPEG, PNG or WebP images.',
  photoSize: `Each photo must be ${SUPPORT_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  photoCount: `Attach at most ${SUPPORT_PHOTOS_MAX} photos.`,
} as const;

/** "ST-000042": the reference a customer quotes for a support ticket. */
export function supportReference(id: number): string {
  return recordReference('ST', id);
}
/** The service dashboard's columns it may be sorted by. */
export const SERVICE_DASH_SORTS = ['name', 'test_rides', 'deliveries', 'tickets', 'response', 'nps'] as const;
/** Raising a ticket: multipart (the photos in the field "photos"), so a plain route, not a JSON descriptor. */
export const SUPPORT_TICKET_CREATE_PATH = '/api/v1/support/tickets';
/** A photo of my ticket, and of any ticket in the back office (a file, not JSON). */
export const SUPPORT_PHOTO_PATH = '/api/v1/support/tickets/:id/photos/:photoId';
export const DESK_PHOTO_PATH = '/api/v1/admin/support/tickets/:id/photos/:photoId';
