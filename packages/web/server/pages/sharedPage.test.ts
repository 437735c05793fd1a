import { describe, expect, it } from 'vitest';
import { pageValidator } from './sharedPage';

/** Two renders of /journal by two workers: the same page, with the render's own bookkeeping in its state. */
const render = (requestId: string, started: number, subscriber: string, serverTime: number, total = 263) =>
  '<!doctype html><html><head><title>期刊导航 - 文献</title></head><body><h1>期刊导航</h1>' +
  '<script>window.__WENXIAN_STATE__={"api":{"queries":{' +
  `"getCurrentUser(undefined)":{"status":"fulfilled","endpointName":"getCurrentUser","requestId":"${requestId}",` +
  `"startedTimeStamp":${started},"data":null,"fulfilledTimeStamp":${started + 25}},` +
  `"getServerTime(undefined)":{"status":"fulfilled","endpointName":"getServerTime","requestId":"${requestId}x",` +
  `"startedTimeStamp":${started},"data":${serverTime},"fulfilledTimeStamp":${started + 3}},` +
  `"getTdk(\\"/journal\\")":{"status":"fulfilled","endpointName":"getTdk","originalArgs":"/journal",` +
  `"data":{"title":"期刊导航","total":${total}}}},"mutations":{},` +
  `"subscriptions":{"getCurrentUser(undefined)":{},"getTdk(\\"/journal\\")":{"${subscriber}":{}}},` +
  '"config":{"online":true}}}</script></body></html>';

describe('the validator of a shared page', () => {
  it("is the same for two workers' renders of one page, whatever their request ids, times and subscribers", () => {
    const first = pageValidator(render('jYD82aWCm1WWXWm7uk3ea', 1795903747304, 'Re7Je5mqKfbsJnk0xmoin', 1795903747901));
    const second = pageValidator(
      render('J8o0hXJ9VsNfZK43ErOeu', 1795903748486, 'WUPFshxYjzxdke1buUMqC', 1795903748622),
    );
    expect(second).toBe(first);
    expect(first).toMatch(/^"[\w-]{32}"$/);
  });

  it('changes when what the page shows changes', () => {
    const shown = pageValidator(render('a', 1, 'b', 2));
    expect(pageValidator(render('a', 1, 'b', 2, 264))).not.toBe(shown);
    expect(pageValidator(render('a', 1, 'b', 2).replace('<h1>期刊导航</h1>', '<h1>期刊</h1>'))).not.toBe(shown);
  });
});
