import type { ChangeNotice } from '@conque/domain/live/live-events';
import { describe, expect, it } from 'vitest';
import { MAX_QUEUED_EVENTS, runEventStream } from '../../src/http/event-stream';
import type { HubMessage, LiveHub } from '../../src/kernel/live-hub';

// One stream's queue, without a database: a slow reader's memory stays bounded
// (past MAX_QUEUED_EVENTS, one resync), repeated changes of one order are sent once, and a closing
// hub (SIGTERM) ends the stream.

const fakeHub = () => {
  const listeners = new Set<(message: HubMessage) => void>();
  const emit = (message: HubMessage) => {
    for (const listener of listeners) listener(message);
  };
  const hub: LiveHub = {
    subscribe: (listener) => {
      listeners.add(listener);
    },
    unsubscribe: (listener) => {
      listeners.delete(listener);
    },
    size: () => listeners.size,
    close: async () => emit({ type: 'closing' }),
  };
  return { hub, emit };
};

const order = (id: string): ChangeNotice => ({
  k: 'order',
  id,
  e: 'e1',
  u: 'u1',
  s: 'registered',
  f: 'registered',
});
const actor = { id: 'p1', role: 'preparator' as const, establishmentId: null };

/** A reader that takes nothing until released, then records every event. */
const slowSink = () => {
  const written: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    written,
    release,
    sink: {
      event: async (name: string, data: string) => {
        written.push(`${name} ${data}`);
        if (name === 'ready') await gate;
      },
      comment: async () => {},
    },
  };
};

describe('runEventStream', () => {
  it('turns a slow reader’s backlog into one resync, and sends one event per order', async () => {
    const { hub, emit } = fakeHub();
    const { written, release, sink } = slowSink();
    const stream = runEventStream({
      hub,
      actor,
      sessionId: 's1',
      currentProfile: async () => actor,
      sink,
      aborted: new Promise(() => {}),
    });
    // While the reader is stuck on its first event: the same order ten times, then far too many.
    for (let i = 0; i < 10; i++) emit({ type: 'notice', notice: order('same') });
    for (let i = 0; i < MAX_QUEUED_EVENTS * 5; i++) emit({ type: 'notice', notice: order(`o${i}`) });
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(written).toEqual(['ready {}', 'resync {}']);
    // Once caught up, events flow again, a repeated one once.
    emit({ type: 'notice', notice: order('next') });
    emit({ type: 'notice', notice: order('next') });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(written.slice(2)).toEqual(['order {"id":"next"}']);
    await hub.close();
    expect(await stream).toBe('closing');
  });

  it('ends when its session is over, heard as a change of its session', async () => {
    const { hub, emit } = fakeHub();
    let signedIn = true;
    const stream = runEventStream({
      hub,
      actor,
      sessionId: 's1',
      currentProfile: async () => (signedIn ? actor : undefined),
      sink: { event: async () => {}, comment: async () => {} },
      aborted: new Promise(() => {}),
    });
    emit({ type: 'account', tag: 'session:another' });
    signedIn = false;
    emit({ type: 'account', tag: 'session:s1' });
    expect(await stream).toBe('session_ended');
    expect(hub.size()).toBe(0);
  });

  it('writes the process’s heartbeat as a comment line', async () => {
    const { hub, emit } = fakeHub();
    const comments: string[] = [];
    const stream = runEventStream({
      hub,
      actor,
      sessionId: 's1',
      currentProfile: async () => actor,
      sink: { event: async () => {}, comment: async (text) => void comments.push(text) },
      aborted: new Promise(() => {}),
    });
    emit({ type: 'heartbeat' });
    expect(comments).toEqual(['ping']);
    await hub.close();
    await stream;
  });
});
