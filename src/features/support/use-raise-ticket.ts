// The raise-a-ticket form: values, photos, a visitor's OTP step, client checks that mirror the server's, and the
// multipart request. The server judges photos by their content; here only type, size and count are checked.
import { useEffect, useState, type FormEvent } from 'react';
import type { OrderSummary } from '@contract/orders';
import { normaliseMobile } from '@contract/rules';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PHOTO_MAX_BYTES, SUPPORT_PHOTO_TYPES, SUPPORT_PHOTOS_MAX, SUPPORT_TOPICS } from '@contract/support-rules';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, validate, type Errors } from '@/lib/validation';
import { checks } from './messages';
import { fetchMyOrders, raiseTicket, sendSupportOtp } from './support-thunks';

export type TicketValues = { topic: string; order_id: string; message: string; name: string; mobile: string; otp: string };
type Field = keyof TicketValues;

const EMPTY: TicketValues = { topic: '', order_id: '', message: '', name: '', mobile: '', otp: '' };

/** The photos' problem, or null: at most three JPEG, PNG or WebP images within the size limit. */
export function checkPhotos(files: File[]): string | null {
  if (files.length > SUPPORT_PHOTOS_MAX) return checks.photoCount;
  if (files.some((f) => !(SUPPORT_PHOTO_TYPES as readonly string[]).includes(f.type))) return checks.photoType;
  if (files.some((f) => f.size > SUPPORT_PHOTO_MAX_BYTES)) return checks.photoSize;
  return null;
}

const isTopic = (value: string) => (SUPPORT_TOPICS as readonly string[]).includes(value);
const messageCheck = (v: string) => (v.trim().length >= 10 && v.trim().length <= SUPPORT_MESSAGE_MAX ? null : checks.message);

export function useRaiseTicket() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const form = useForm<Field, TicketValues, 'photos'>(EMPTY, ['photos']);
  const { submit: send } = useSubmit(form);
  const [photos, setPhotos] = useState<File[]>([]);
  const [orders, setOrders] = useState<OrderSummary[]>([]);
  const [otpSent, setOtpSent] = useState(false);
  // The OTP step is busy on its own, beside the form's send; its refusal shows on the form.
  const otp = useAction();
  const [done, setDone] = useState<{ reference: string } | null>(null);
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn) return;
    void dispatch(fetchMyOrders()).then((outcome) => {
      if (outcome.ok) setOrders(outcome.data);
    });
  }, [dispatch, signedIn]);

  const choosePhotos = (files: File[]) => {
    setPhotos(files);
    form.setError('photos', checkPhotos(files));
  };

  const requestOtp = async () => {
    const problem = check.mobile(form.values.mobile);
    if (problem) {
      form.showErrors({ mobile: problem });
      return;
    }
    const outcome = await otp.run(() => dispatch(sendSupportOtp(normaliseMobile(form.values.mobile))));
    if (outcome.ok) setOtpSent(true);
    else form.showServerErrors(outcome.error, outcome.fieldErrors);
  };

  const findErrors = (): Errors<Field | 'photos'> => {
    const found: Errors<Field | 'photos'> = validate(form.values, {
      topic: (v) => (isTopic(v) ? null : checks.topic),
      message: messageCheck,
      ...(signedIn ? {} : { name: check.name, mobile: check.mobile, otp: check.otp }),
    });
    const photoProblem = checkPhotos(photos);
    if (photoProblem) found.photos = photoProblem;
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.setServerError(null);
    const found = findErrors();
    form.showErrors(found);
    if (hasErrors(found)) return;
    const body = new FormData();
    const { values } = form;
    body.append('topic', values.topic);
    body.append('message', values.message.trim());
    if (signedIn && values.order_id) body.append('order_id', values.order_id);
    if (!signedIn) {
      body.append('name', values.name.trim());
      body.append('mobile', normaliseMobile(values.mobile));
      body.append('otp', values.otp.trim());
    }
    for (const photo of photos) body.append('photos', photo, photo.name);
    const outcome = await send(() => dispatch(raiseTicket(body)));
    if (outcome.ok) setDone({ reference: outcome.data.reference });
  };

  return { form, signedIn, orders, photos, choosePhotos, otpSent, otpBusy: otp.busy, requestOtp, submit, done };
}
