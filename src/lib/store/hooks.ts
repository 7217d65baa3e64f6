// The only place that touches react-redux's raw hooks (lint forbids them elsewhere).
// Selectors take their feature's slice (read from its reducers) and never import app/; the store
// checks that its RootState is exactly the features' slices, so each slice is part of the store's state.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './family';

export const useAppDispatch = (): AppDispatch => useDispatch() as AppDispatch;

export function useAppSelector<S, R>(selector: (state: S) => R): R {
  return useSelector(selector);
}
