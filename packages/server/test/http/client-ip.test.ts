import { describe, expect, it } from 'vitest';
import { forwardedClientIp } from '../../src/http/client-ip';

describe('forwardedClientIp', () => {
  it.each([
    ['no proxy trusted: the header is ignored', '1.1.1.1', 0, undefined],
    ['one proxy: the address it appended', '203.0.113.9', 1, '203.0.113.9'],
    ['one proxy: a forged leftmost entry is ignored', '6.6.6.6, 203.0.113.9', 1, '203.0.113.9'],
    ['two proxies: the second from the right', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2, '203.0.113.9'],
    ['more proxies than entries: the leftmost', '203.0.113.9', 3, '203.0.113.9'],
    ['blank entries are skipped', ' , 203.0.113.9 ,', 1, '203.0.113.9'],
    ['no header', undefined, 1, undefined],
  ])('%s', (_name, header, hops, expected) => {
    expect(forwardedClientIp(header, hops)).toBe(expected);
  });
});
