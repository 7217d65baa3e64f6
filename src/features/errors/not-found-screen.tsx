import { NotFoundView } from '@/components/not-found-view';

export function NotFoundScreen() {
  return <NotFoundView />;
}

export default NotFoundScreen;
