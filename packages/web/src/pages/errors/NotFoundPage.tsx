import { ErrorPage } from '@wenxian/ui';

/** Any unknown address: the catch-all route shows 资源未找到 with a way home (doc 000 §2.1, §2.7). */
export function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
