// The only place that touches react-redux's raw hooks (lint forbids them elsewhere).
// Selectors declare the part of the state they read, so features never need the app's RootState.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './family';

export const useAppDispatch = (): AppDispatch => useDispatch() as AppDispatch;

export function useAppSelector<S, R>(selector: (state: S) => R): R {
  return useSelector(selector);
}
