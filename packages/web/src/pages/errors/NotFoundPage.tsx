import { Link } from 'react-router-dom';
import { messages } from '@wenxian/domain';

/** Any unknown route (doc 000 §2.7). */
export function NotFoundPage() {
  return (
    <section>
      <h1>{messages.errorPage.notFoundTitle}</h1>
      <Link to="/">返回首页</Link>
    </section>
  );
}
