import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatSender, VisuallyHidden } from '@wenxian/ui';
import { aiLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { useStartConversation } from '../../features/ai/useStartConversation';
import { Chips, Column, Muted, Problem, Prompt } from './ai.styles';

const L = aiLabels.weResearch;

/** /WeResearch: ask a research question; `?key=` (the home page's 智能检索) asks it at once. */
export function WeResearchHomePage() {
  const { search } = useLocation();
  const key = new URLSearchParams(search).get('key')?.trim() ?? '';
  const { start, isLoggedIn, isUserLoading, isStarting, error } = useStartConversation();
  const askedKey = useRef(false);

  useEffect(() => {
    // The key is asked once, when we know whether the user may start a conversation.
    if (!key || isUserLoading || askedKey.current) return;
    askedKey.current = true;
    void start(key).catch(() => undefined);
  }, [key, isUserLoading]); // eslint-disable-line react-hooks/exhaustive-deps

  const ask = (question: string) => {
    void start(question).catch(() => undefined);
  };

  return (
    <Column>
      {/* The page's name, read out: the question box's invitation below is what the page shows. */}
      <VisuallyHidden as="h1">{L.documentTitle}</VisuallyHidden>
      <Prompt>{L.heading}</Prompt>
      {!isLoggedIn && !isUserLoading && <Muted>{L.loginToAsk}</Muted>}
      <ChatSender
        label={L.heading}
        placeholder={L.askPlaceholder}
        defaultValue={key}
        isDisabled={isStarting}
        onSend={(question) => {
          ask(question);
          // The question stays in the box until the conversation opens (or login is needed).
          return false;
        }}
      />
      {error && <Problem role="alert">{'message' in error ? error.message : ''}</Problem>}
      <section aria-labelledby="we-examples">
        <h2 id="we-examples">{L.examplesHeading}</h2>
        <Chips>
          {L.examples.map((example) => (
            <li key={example}>
              <button type="button" onClick={() => ask(example)}>
                {example}
              </button>
            </li>
          ))}
        </Chips>
      </section>
    </Column>
  );
}

export const page = definePage({
  Component: WeResearchHomePage,
  head: () => ({ title: L.documentTitle, description: L.description, canonical: '/WeResearch' }),
});
