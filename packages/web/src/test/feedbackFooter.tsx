import { useEffect, useState } from 'react';

/** A footer whose button counts clicks: on the server and before hydration, its count is the server's 0. */
export function FeedbackFooter({ log }: { log: string[] }) {
  const [clicks, setClicks] = useState(0);
  const [isSubscribed, setSubscribed] = useState(false);
  useEffect(() => void log.push('footer hydrated'), [log]);
  return (
    <footer>
      <a href="/help">帮助中心</a>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        <svg aria-hidden="true" width="8" height="8">
          <circle cx="4" cy="4" r="4" />
        </svg>
        用户反馈 {clicks}
      </button>
      <label>
        <input type="checkbox" checked={isSubscribed} onChange={(event) => setSubscribed(event.target.checked)} />
        {isSubscribed ? '已订阅' : '订阅'}
      </label>
    </footer>
  );
}
