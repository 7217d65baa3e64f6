// Booking endpoints (contract: the Bookings section of contract/types.ts). Loaded on demand by the
// thunks, so the prerendered booking page does not carry axios in its first load.
import type { BookingCreateResponse, BookingRequest, BookingResponse, PaymentOrderResponse } from '@contract/bookings';
import { api } from '@/lib/api/client';

/** The key that lets this browser read a booking made without an account travels in this header. */
const KEY_HEADER = 'x-booking-key';
const withKey = (key: string | undefined) => (key ? { headers: { [KEY_HEADER]: key } } : {});

export async function createBooking(body: BookingRequest): Promise<BookingCreateResponse> {
  return (await api.post<BookingCreateResponse>('/api/v1/bookings', body)).data;
}

export async function getBooking(id: number, key?: string): Promise<BookingResponse> {
  return (await api.get<BookingResponse>(`/api/v1/bookings/${id}`, withKey(key))).data;
}

export async function createPayment(id: number, key?: string): Promise<PaymentOrderResponse> {
  return (await api.post<PaymentOrderResponse>(`/api/v1/bookings/${id}/payments`, {}, withKey(key))).data;
}
