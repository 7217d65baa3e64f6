import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/loading-overlay';
import { paths } from '@contract/paths';
import { isAdmin, isCallCentre, isDealer, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import type { Guard } from './routes';
import { notAllowedRoute } from './routes';

export function allows(guard: Guard, user: ReturnType<typeof selectUserInfo>): 'ok' | 'signin' | 'forbidden' {
  if (guard === 'public') return 'ok';
  if (!user?.token) return 'signin';
  if (guard === 'admin') return isAdmin(user) ? 'ok' : 'forbidden';
  if (guard === 'dealer') return isDealer(user) || isAdmin(user) ? 'ok' : 'forbidden';
  if (guard === 'callcentre') return isCallCentre(user) || isAdmin(user) ? 'ok' : 'forbidden';
  return 'ok';
}

/**
 * A layout route around a group of guarded screens. Nothing inside renders (or fetches) until
 * the guard passes; a signed-out visitor goes to sign-in and comes back afterwards.
 */
export function RequireRole({ guard }: { guard: Guard }) {
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const location = useLocation();
  const verdict = allows(guard, user);
  if (verdict === 'signin') return <Navigate to={paths.signin.getHref(location.pathname + location.search)} replace />;
  if (verdict === 'forbidden')
    return (
      <Suspense fallback={<Spinner />}>
        <notAllowedRoute.screen />
      </Suspense>
    );
  return <Outlet />;
}
