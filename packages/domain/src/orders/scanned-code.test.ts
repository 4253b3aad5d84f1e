import { describe, expect, it } from 'vitest';
import { orderNumberOfScan } from './scanned-code';

// Decision 142: a scan names an order by the short link of its sheet or by its bare number.
describe('orderNumberOfScan', () => {
  it.each([
    ['2026-00042', '2026-00042'],
    ['  2026-00042\n', '2026-00042'],
    ['2026-123456', '2026-123456'],
    ['https://conque.example/o/2026-00042', '2026-00042'],
    ['http://127.0.0.1:4312/o/2026-00042', '2026-00042'],
    ['https://conque.example/o/2026-00042/', '2026-00042'],
    ['https://conque.example/o/2026%2D00042', '2026-00042'],
    ['conque.example/o/2026-00042', '2026-00042'],
    ['/o/2026-00042', '2026-00042'],
    // A scanner with Caps Lock on.
    ['HTTP://LOCALHOST:3411/O/2026-00049', '2026-00049'],
  ])('reads %j as order %s', (scanned, number) => {
    expect(orderNumberOfScan(scanned)).toBe(number);
  });

  it.each([
    [''],
    ['hello'],
    ['2026-42'],
    ['26-00042'],
    ['2026-00000'],
    ['https://conque.example/dashboard/orders/2026-00042'],
    ['https://conque.example/o/'],
    ['https://conque.example/o/%E0%A4%A'],
    ['https://conque.example/o/2026-00042/extra'],
  ])('names no order in %j', (scanned) => {
    expect(orderNumberOfScan(scanned)).toBeNull();
  });
});
