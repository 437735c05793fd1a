import { literatureTypes } from '@wenxian/domain';

/** Home (/). */
export function HomePage() {
  return (
    <section>
      <h1>文献</h1>
      <ul>
        {literatureTypes.filter((t) => t.route).map((t) => (
          <li key={t.code}>{t.name}</li>
        ))}
      </ul>
    </section>
  );
}
