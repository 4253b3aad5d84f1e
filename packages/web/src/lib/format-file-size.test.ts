import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [84, '1 Ko'],
    [512_000, '500 Ko'],
    [13_107_200, '12,5 Mo'],
    [100 * 1024 * 1024, '100 Mo'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
