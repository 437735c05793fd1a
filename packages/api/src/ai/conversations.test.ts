import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCallLayer } from '../core';
import { server } from '../test/server';
import { streamChatConversation } from './chat';
import { regenerateMessage, streamConversationMessage } from './conversations';
import type { AnswerChunk } from './types';

afterEach(() => resetCallLayer());

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const sse = (lines: string[]) => new HttpResponse(lines.join(''), { headers: { 'Content-Type': 'text/event-stream' } });

describe('AI search streams', () => {
  it('reads answer chunks from SSE, skipping comments and non-JSON keep-alives', async () => {
    let body: unknown;
    server.use(
      http.post('*/newsite/rweb/we-search/conversations/c1/messages', async ({ request }) => {
        body = await request.json();
        return sse([
          ': keep-alive\n\n',
          'data: {"type":"delta","content":"深度"}\n\n',
          'data: ping\n\n',
          'data: {"type":"delta","content":"学习"}\n\n',
          'data: {"type":"done","messageId":"m1","conversationId":"c1"}\n\n',
        ]);
      }),
    );
    const chunks = await collect(streamConversationMessage('c1', { content: '什么是深度学习' }));
    expect(body).toEqual({ content: '什么是深度学习' });
    expect(chunks).toEqual<AnswerChunk[]>([
      { type: 'delta', content: '深度' },
      { type: 'delta', content: '学习' },
      { type: 'done', messageId: 'm1', conversationId: 'c1' },
    ]);
  });
  it('regenerate posts to the message path and streams the same way', async () => {
    server.use(
      http.post('*/newsite/rweb/we-search/conversations/c1/messages/m1/regenerate', () =>
        sse(['data: {"type":"error","message":"busy"}\n\n']),
      ),
    );
    expect(await collect(regenerateMessage('c1', 'm1'))).toEqual([{ type: 'error', message: 'busy' }]);
  });
  it('/rweb/chat/conversation streams SSE answer chunks like a conversation', async () => {
    server.use(
      http.post('*/newsite/rweb/chat/conversation', () =>
        sse(['data: {"type":"delta","content":"检索"}\n\n', 'data: {"type":"delta","content":"结果如下"}\n\n']),
      ),
    );
    const chunks = await collect(streamChatConversation({ content: '问题' }));
    expect(chunks.map((c) => (c.type === 'delta' ? c.content : '')).join('')).toBe('检索结果如下');
  });
});
